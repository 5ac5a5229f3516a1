import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { checkCurrentPassword } from '../auth/check-current-password';
import { recordContactChange } from '../auth/contact-changes';
import { uniqueViolation } from '../auth/create-user';
import { consumeCode, enforceCodeSendLimits } from '../auth/one-time-codes';
import { queuePhoneChangeCode } from '../auth/queue-phone-change-code';
import { assertDeliverable } from '../messaging/create-senders';
import { auditActor, type Actor } from './patient-actor';

const PHONE_TAKEN = () => new AppError('phone_exists', { fieldErrors: { phone: ['validation.phoneExists'] } });

async function assertPhoneFree(db: Db, userId: string, phone: string): Promise<void> {
  const [clash] = await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(and(eq(userProfiles.phone, phone), ne(userProfiles.userId, userId)));
  if (clash) throw PHONE_TAKEN();
}

/**
 * Sends a 6-digit code to the NEW number (purpose `phone_change`, bound to the caller) once the current
 * password is given (ADR 022): same limits as the other code sends (1 per minute, 5 per day per number). A
 * number of another account: 409 `phone_exists`.
 */
export async function sendPhoneChangeCode(
  deps: Pick<AppDeps, 'db' | 'env'>,
  actor: Actor,
  input: { phone: string; currentPassword: string },
) {
  const { phone } = input;
  assertDeliverable(deps.env, 'sms');
  await checkCurrentPassword(deps.db, actor.userId, input.currentPassword, {
    field: 'currentPassword',
    message: 'validation.invalidCurrentPassword',
  });
  await assertPhoneFree(deps.db, actor.userId, phone);
  await enforceCodeSendLimits(deps.db, phone);
  await deps.db.transaction(async (tx) => {
    await queuePhoneChangeCode(tx, deps.env.AUTH_SECRET, actor.userId, phone);
    await auditActor(tx, actor, { action: 'patient_phone.code_sent', targetType: 'user', targetId: actor.userId });
  });
}

/**
 * Checks the last code sent to `phone` for the caller (10 minutes, 5 attempts), then moves the number on
 * the profile and on the better-auth user, so that phone sign-in takes the new number and not the old one; the
 * previous number gets an undo link (7 days).
 */
export async function verifyPhoneChange(
  deps: Pick<AppDeps, 'db' | 'env' | 'sessionCache'>,
  actor: Actor,
  input: { phone: string; code: string },
): Promise<void> {
  await consumeCode(
    deps.db,
    deps.env.AUTH_SECRET,
    { purpose: 'phone_change', identifier: input.phone, userId: actor.userId },
    input.code,
    () =>
      auditActor(deps.db, actor, {
        action: 'patient_phone.change',
        outcome: 'failure',
        targetType: 'user',
        targetId: actor.userId,
      }),
  );
  await assertPhoneFree(deps.db, actor.userId, input.phone);
  try {
    await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ phone: userProfiles.phone, email: userProfiles.email, language: userProfiles.language })
        .from(userProfiles)
        .where(eq(userProfiles.userId, actor.userId));
      await tx.update(userProfiles).set({ phone: input.phone }).where(eq(userProfiles.userId, actor.userId));
      const notifyTo = before?.phone ?? before?.email ?? null;
      await recordContactChange(tx, deps.env, {
        userId: actor.userId,
        kind: 'phone',
        previous: before?.phone ?? null,
        next: input.phone,
        notify: notifyTo ? { channel: before?.phone ? 'sms' : 'email', recipient: notifyTo } : null,
        locale: before?.language ?? 'fr',
      });
      await tx
        .update(user)
        .set({ phoneNumber: input.phone, phoneNumberVerified: true })
        .where(eq(user.id, actor.userId));
      await auditActor(tx, actor, { action: 'patient_phone.change', targetType: 'user', targetId: actor.userId });
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  deps.sessionCache.forgetUser(actor.userId);
}
