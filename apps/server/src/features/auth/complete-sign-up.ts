import { OTP } from '@sante/shared/constants';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { checkCode } from '../../auth/one-time-code';
import { pendingSignUps } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthRequest } from './auth-request';
import { createUser } from './create-user';
import { findAccount } from './identify';
import { openSession, type SessionOpening } from './open-session';

/**
 * `POST /verify` type `signup` (ADR 022): the code sent by the sign-up to `phone` (10 minutes, 5 attempts, each
 * counted atomically) creates the patient account and opens its session. An e-mail given at sign-up that
 * another account holds by then is left out (its owner was told). No pending sign-up: `otp_invalid`.
 */
export async function completeSignUp(
  deps: AppDeps,
  req: AuthRequest,
  input: { phone: string; token: string },
): Promise<SessionOpening> {
  const [pending] = await deps.db
    .select()
    .from(pendingSignUps)
    .where(and(eq(pendingSignUps.phone, input.phone), isNull(pendingSignUps.consumedAt)))
    .orderBy(desc(pendingSignUps.createdAt))
    .limit(1);
  if (!pending) throw new AppError('otp_invalid');
  const result = checkCode(deps.env.AUTH_SECRET, pending, input.token, new Date());
  if (result === 'expired') throw new AppError('otp_expired');
  if (result === 'attempts_exceeded' && pending.attempts >= OTP.maxAttempts)
    throw new AppError('otp_attempts_exceeded');
  const [counted] = await deps.db
    .update(pendingSignUps)
    .set(
      result === 'ok'
        ? { attempts: sql`${pendingSignUps.attempts} + 1`, consumedAt: new Date() }
        : { attempts: sql`${pendingSignUps.attempts} + 1` },
    )
    .where(
      and(
        eq(pendingSignUps.id, pending.id),
        eq(pendingSignUps.attempts, pending.attempts),
        isNull(pendingSignUps.consumedAt),
      ),
    )
    .returning({ id: pendingSignUps.id });
  if (!counted) throw new AppError('otp_invalid');
  if (result !== 'ok') throw new AppError(result === 'attempts_exceeded' ? 'otp_attempts_exceeded' : 'otp_invalid');

  const emailTaken = pending.email ? await findAccount(deps.db, { kind: 'email', identifier: pending.email }) : null;
  const { userId } = await createUser(deps.db, {
    role: 'patient',
    firstName: pending.firstName,
    lastName: pending.lastName,
    phone: pending.phone,
    email: emailTaken ? null : pending.email,
    passwordHash: pending.passwordHash,
  });
  await audit(deps.db, {
    action: 'auth.sign_up',
    outcome: 'success',
    actorId: userId,
    actorRole: 'patient',
    targetType: 'user',
    targetId: userId,
    ip: req.ip,
    requestId: req.requestId,
    details: { step: 'phone_verified' },
  });
  req.log.info({ userId }, 'patient signed up');
  return openSession(deps, req, userId, { portal: 'patient' });
}
