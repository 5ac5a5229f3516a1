import type { AppDeps } from '../../app-context';
import type { CodePurpose } from '../../db/schema/auth-codes';
import { assertDeliverable } from '../messaging/create-senders';
import { queueMessage } from '../messaging/outbox';
import type { AuthRequest } from './auth-request';
import { findAccount, type Target } from './identify';
import { enforceCodeSendLimits, issueCode } from './one-time-codes';

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
  const delivery = target.kind === 'email' ? 'email' : purpose === 'recovery' ? 'whatsapp' : (channel ?? 'sms');
  assertDeliverable(deps.env, delivery);
  await enforceCodeSendLimits(deps.db, target.identifier);
  const account = await findAccount(deps.db, target);
  if (!account) {
    req.log.info({ purpose }, 'code requested for an unknown identifier');
    return;
  }
  await deps.db.transaction(async (tx) => {
    const code = await issueCode(tx, deps.env.AUTH_SECRET, {
      purpose,
      identifier: target.identifier,
      userId: account.userId,
    });
    await queueMessage(tx, {
      channel: delivery,
      recipient: target.identifier,
      template: purpose === 'recovery' ? 'password_reset_code' : 'otp_code',
      locale: 'fr',
      params: { code },
    });
  });
  req.log.info({ userId: account.userId, purpose }, 'code queued');
}
