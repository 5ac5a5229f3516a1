import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionTokens, type TokenPurpose } from '../../db/schema/auth-codes';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { hashToken } from './issue-action-token';

/** Consumes a single-use link token (atomically), returning the user; `otp_invalid` / `otp_expired` otherwise. */
export async function consumeActionToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  beforeUse?: (user: { userId: string; phone: string | null; firstName: string; lastName: string }) => void,
) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: actionTokens.userId,
      expiresAt: actionTokens.expiresAt,
      usedAt: actionTokens.usedAt,
      phone: userProfiles.phone,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      status: userProfiles.status,
    })
    .from(actionTokens)
    .innerJoin(userProfiles, eq(userProfiles.userId, actionTokens.userId))
    .where(and(eq(actionTokens.tokenHash, tokenHash), eq(actionTokens.purpose, purpose)));
  if (!row || row.usedAt || row.status !== 'active')
    throw new AppError('otp_invalid', { fieldErrors: { token: ['validation.invalidToken'] } });
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError('otp_expired', { fieldErrors: { token: ['validation.expiredToken'] } });
  beforeUse?.(row);
  const used = await db
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(actionTokens.tokenHash, tokenHash), isNull(actionTokens.usedAt)))
    .returning({ userId: actionTokens.userId });
  if (used.length === 0) throw new AppError('otp_invalid', { fieldErrors: { token: ['validation.invalidToken'] } });
  return row;
}
