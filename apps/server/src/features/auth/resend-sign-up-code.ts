import { OTP, RATE_LIMITS } from '@sante/shared/constants';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { generateCode, hashCode } from '../../auth/one-time-code';
import { pendingSignUps } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { enforce } from '../../lib/rate-limit';
import { assertDeliverable } from '../messaging/create-senders';
import { queueMessage } from '../messaging/outbox';
import type { AuthRequest } from './auth-request';
import type { Target } from './identify';

/** A sign-up left unconfirmed longer than this needs a new sign-up (its code is long expired by then). */
const RESENDABLE_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /resend` type `signup` (ADR 022): a new code for the phone's pending sign-up, replacing the previous
 * code (10 minutes, 5 attempts again). Counted with the sign-ups (20 per hour per address, 3 per day per phone)
 * and answered `{ sent: true }` whether or not a sign-up is pending: a registered phone gets nothing here.
 */
export async function resendSignUpCode(deps: AppDeps, req: AuthRequest, target: Target): Promise<void> {
  if (target.kind !== 'phone')
    throw new AppError('validation_failed', { fieldErrors: { phone: ['validation.required'] } });
  assertDeliverable(deps.env, 'sms');
  await enforce(deps.db, `signup:ip:${req.ip}`, RATE_LIMITS.signUpPerIp);
  await enforce(deps.db, `signup:phone:${target.identifier}`, RATE_LIMITS.signUpPerPhone);

  const now = Date.now();
  const code = generateCode();
  await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: pendingSignUps.id })
      .from(pendingSignUps)
      .where(
        and(
          eq(pendingSignUps.phone, target.identifier),
          isNull(pendingSignUps.consumedAt),
          gt(pendingSignUps.createdAt, new Date(now - RESENDABLE_FOR_MS)),
        ),
      )
      .orderBy(desc(pendingSignUps.createdAt))
      .limit(1);
    if (!pending) return;
    const [renewed] = await tx
      .update(pendingSignUps)
      .set({ codeHash: hashCode(deps.env.AUTH_SECRET, code), attempts: 0, expiresAt: new Date(now + OTP.ttlMs) })
      .where(and(eq(pendingSignUps.id, pending.id), isNull(pendingSignUps.consumedAt)))
      .returning({ id: pendingSignUps.id });
    if (!renewed) return;
    await queueMessage(tx, {
      channel: 'sms',
      recipient: target.identifier,
      template: 'sign_up_code',
      locale: 'fr',
      params: { code },
    });
  });
  req.log.info({ requestId: req.requestId }, 'sign-up code resend answered');
}
