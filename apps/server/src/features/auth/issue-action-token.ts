import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionTokens, type TokenPurpose } from '../../db/schema/auth-codes';

const LIFETIME_MS: Record<TokenPurpose, number> = { recovery: 60 * 60_000, invite: 7 * 24 * 60 * 60_000 };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A single-use link token (recovery 1 h, invitation 7 days); only its hash is stored. Issuing one voids the
 * unused links of the same purpose for the same account: only the newest link works.
 */
export async function issueActionToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(actionTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(actionTokens.userId, userId), eq(actionTokens.purpose, purpose), isNull(actionTokens.usedAt)));
    await tx
      .insert(actionTokens)
      .values({ tokenHash: hashToken(token), purpose, userId, expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]) });
  });
  return token;
}

/** Where an invitation link leads: doctors complete their profile, staff choose a password. */
export function invitePath(role: string | null): string {
  return role === 'medecin' ? '/connexion/medecin/inscription' : '/connexion/invitation';
}
