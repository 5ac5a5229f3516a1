import { RATE_LIMITS } from '@sante/shared/constants';
import { ZRecoverRequestSchema } from '@sante/shared/auth-schemas';
import type { AppDeps } from '../../app-context';
import { enforce } from '../../lib/rate-limit';
import { parseWith } from '../../lib/validate';
import { assertDeliverable } from '../messaging/create-senders';
import { queueMessage } from '../messaging/outbox';
import type { AuthRequest } from './auth-request';
import { changedRecently } from './contact-changes';
import { findAccount, targetOf } from './identify';
import { issueActionToken } from './issue-action-token';
import { sendCode } from './send-code';

export const DEFAULT_RECOVERY_PATH = '/connexion/patient/mot-de-passe-oublie';

/**
 * `POST /recover`: by email a single-use link (1 h) to `redirectTo?token=`; by phone a recovery code over
 * WhatsApp. 3 per hour per account; the same answer whether or not the account exists, and for a contact
 * changed less than 24 h ago (nothing is sent to it).
 */
export async function recoverPassword(deps: AppDeps, req: AuthRequest, body: unknown): Promise<void> {
  const input = parseWith(ZRecoverRequestSchema, body);
  const target = targetOf(input);
  await enforce(deps.db, `reset:${target.identifier}`, RATE_LIMITS.passwordResetPerAccount);
  // A contact changed less than 24 h ago gets no reset (the same neutral answer): a stolen session that moved
  // the e-mail or phone must not turn into a takeover; the previous contact has an undo link (ADR 022).
  if (await changedRecently(deps.db, target.kind, target.identifier)) {
    req.log.info({ requestId: req.requestId }, 'recovery refused: contact changed less than 24 h ago');
    return;
  }
  if (target.kind === 'phone') return sendCode(deps, req, target, 'recovery');
  assertDeliverable(deps.env, 'email');
  const account = await findAccount(deps.db, target);
  if (!account) return;
  const token = await issueActionToken(deps.db, account.userId, 'recovery');
  const link = `${deps.env.PUBLIC_URL}${input.redirectTo ?? DEFAULT_RECOVERY_PATH}?token=${token}`;
  await queueMessage(deps.db, {
    channel: 'email',
    recipient: target.identifier,
    template: 'password_reset_link',
    locale: 'fr',
    params: { link },
  });
  req.log.info({ userId: account.userId }, 'recovery link queued');
}
