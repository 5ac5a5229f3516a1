import { OTP, RATE_LIMITS } from '@sante/shared/constants';
import { ZSignUpRequestSchema } from '@sante/shared/auth-schemas';
import { MISSING_CREDENTIALS_MESSAGE } from '@sante/shared/error-codes';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { generateCode, hashCode } from '../../auth/one-time-code';
import { hashPassword } from '../../auth/password-hash';
import { pendingSignUps } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { enforce } from '../../lib/rate-limit';
import { fieldErrorsOf } from '../../lib/validate';
import { assertDeliverable } from '../messaging/create-senders';
import { queueMessage } from '../messaging/outbox';
import type { AuthRequest } from './auth-request';
import { assertStrongPassword } from './create-user';
import { findAccount } from './identify';

/**
 * Patient self sign-up (the only role that signs up itself), step 1 (ADR 022): the answer is the same
 * `{ sent: true }` whether or not the phone or e-mail already has an account. A new phone gets a 6-digit code
 * (`POST /verify` type `signup` creates the account and opens the session); a registered phone's owner is told
 * instead that someone tried, and so is a registered e-mail's owner. 20 per hour per address, 3 per day per phone.
 */
export async function signUpPatient(deps: AppDeps, req: AuthRequest, body: unknown): Promise<void> {
  const parsed = ZSignUpRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const missing = (field: string) => fieldErrors[field]?.includes('validation.required') ?? false;
    if (missing('password') || (missing('phone') && !hasText(body, 'email'))) {
      throw new AppError('missing_credentials', { message: MISSING_CREDENTIALS_MESSAGE, fieldErrors });
    }
    throw new AppError('validation_failed', { fieldErrors });
  }
  const input = parsed.data;
  const email = input.email ?? null;
  assertStrongPassword(input.password, input);
  // Every path sends an SMS (a code or the owner's notice): refused alike, so the refusal says nothing either.
  assertDeliverable(deps.env, 'sms');
  await enforce(deps.db, `signup:ip:${req.ip}`, RATE_LIMITS.signUpPerIp);
  await enforce(deps.db, `signup:phone:${input.phone}`, RATE_LIMITS.signUpPerPhone);

  // Hashed on every path: the answer takes as long whether or not the phone is registered.
  const passwordHash = await hashPassword(input.password);
  const phoneOwner = await findAccount(deps.db, { kind: 'phone', identifier: input.phone });
  const emailOwner = email ? await findAccount(deps.db, { kind: 'email', identifier: email }) : null;

  await deps.db.transaction(async (tx) => {
    if (phoneOwner) {
      await queueMessage(tx, {
        channel: 'sms',
        recipient: input.phone,
        template: 'sign_up_attempt',
        locale: 'fr',
        params: {},
      });
    } else {
      const code = generateCode();
      await tx
        .update(pendingSignUps)
        .set({ consumedAt: new Date() })
        .where(and(eq(pendingSignUps.phone, input.phone), isNull(pendingSignUps.consumedAt)));
      await tx.insert(pendingSignUps).values({
        phone: input.phone,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        codeHash: hashCode(deps.env.AUTH_SECRET, code),
        expiresAt: new Date(Date.now() + OTP.ttlMs),
      });
      await queueMessage(tx, {
        channel: 'sms',
        recipient: input.phone,
        template: 'sign_up_code',
        locale: 'fr',
        params: { code },
      });
    }
    if (email && emailOwner && emailOwner.userId !== phoneOwner?.userId)
      await queueMessage(tx, {
        channel: 'email',
        recipient: email,
        template: 'sign_up_attempt',
        locale: 'fr',
        params: {},
      });
    await audit(tx, {
      action: 'auth.sign_up',
      outcome: phoneOwner ? 'failure' : 'success',
      targetType: 'user',
      targetId: phoneOwner?.userId ?? null,
      ip: req.ip,
      requestId: req.requestId,
      details: { step: phoneOwner ? 'phone_registered' : 'code_sent' },
    });
  });
  req.log.info({ requestId: req.requestId }, 'sign-up answered');
}

function hasText(body: unknown, key: string): boolean {
  if (typeof body !== 'object' || body === null || !(key in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '';
}
