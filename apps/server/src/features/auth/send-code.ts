import { OTP, RATE_LIMITS } from '@sante/shared/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { generateCode, hashCode } from '../../auth/one-time-code';
import { oneTimeCodes, type CodePurpose } from '../../db/schema/auth-codes';
import { enforce } from '../../lib/rate-limit';
import { queueMessage } from '../messaging/outbox';
import type { AuthRequest } from './auth-request';
import { findAccount, type Target } from './identify';

/**
 * Sends a 6-digit code (sign-in or recovery) through the outbox: 1 per 60 s and 5 per day per identifier.
 * The answer is the same whether or not the account exists; a new code replaces the previous ones.
 */
export async function sendCode(
  deps: AppDeps,
  req: AuthRequest,
  target: Target,
  purpose: CodePurpose,
  channel?: 'sms' | 'whatsapp',
): Promise<void> {
  await enforce(deps.db, `code:min:${target.identifier}`, RATE_LIMITS.codeSendPerIdentifier);
  await enforce(deps.db, `code:day:${target.identifier}`, RATE_LIMITS.codeSendPerIdentifierDaily);
  const account = await findAccount(deps.db, target);
  if (!account) {
    req.log.info({ purpose }, 'code requested for an unknown identifier');
    return;
  }
  const code = generateCode();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.identifier, target.identifier),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      purpose,
      identifier: target.identifier,
      userId: account.userId,
      codeHash: hashCode(deps.env.AUTH_SECRET, code),
      expiresAt: new Date(Date.now() + OTP.ttlMs),
    });
    await queueMessage(tx, {
      channel: target.kind === 'email' ? 'email' : purpose === 'recovery' ? 'whatsapp' : (channel ?? 'sms'),
      recipient: target.identifier,
      template: purpose === 'recovery' ? 'password_reset_code' : 'otp_code',
      locale: 'fr',
      params: { code },
    });
  });
  req.log.info({ userId: account.userId, purpose }, 'code queued');
}
