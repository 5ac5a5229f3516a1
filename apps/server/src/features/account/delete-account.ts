import { RATE_LIMITS } from '@sante/shared/constants';
import type { TDeleteAccountRequest } from '@sante/shared/account-schemas';
import { isStaffRole } from '@sante/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { verifyPassword } from '../../auth/password-hash';
import { account, session } from '../../db/schema/auth';
import { mfaFactors } from '../../db/schema/auth-codes';
import { notificationPreferences } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hit, peek } from '../../lib/rate-limit';
import type { AccountActor } from './account-actor';

/**
 * `DELETE /api/account`: the account holder, re-authenticated by their password, closes their account. The
 * profile becomes `deleted` (sign-in then answers `account_deleted`), every session ends at once, the
 * two-step verification and the notification choices are erased. The medical record, the payments and the
 * access journal stay archived for the legal period (see the settings page and the ADR). Wrong passwords
 * count against the same budget as sign-in failures. Staff accounts are closed by an administrator (403).
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'sessionCache'>,
  actor: AccountActor,
  caller: Pick<Caller, 'userId' | 'role'>,
  input: TDeleteAccountRequest,
): Promise<void> {
  if (isStaffRole(caller.role)) throw new AppError('forbidden');
  const failureKey = `signin:fail:${caller.userId}`;
  const failures = await peek(deps.db, failureKey, RATE_LIMITS.signInFailuresPerAccount);
  if (!failures.allowed) throw new AppError('rate_limited', { retryAfter: failures.retryAfterSeconds });
  const [credential] = await deps.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, caller.userId), eq(account.providerId, 'credential')));
  const ok = credential?.password ? await verifyPassword(credential.password, input.password) : false;
  if (!ok) {
    await hit(deps.db, failureKey, RATE_LIMITS.signInFailuresPerAccount);
    await audit(deps.db, {
      ...actor,
      action: 'account.delete',
      outcome: 'failure',
      targetType: 'user',
      targetId: caller.userId,
      details: { reason: 'wrong_password' },
    });
    throw new AppError('invalid_credentials', { fieldErrors: { password: ['validation.wrongPassword'] } });
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(userProfiles).set({ status: 'deleted' }).where(eq(userProfiles.userId, caller.userId));
    await tx.delete(session).where(eq(session.userId, caller.userId));
    await tx.delete(mfaFactors).where(eq(mfaFactors.userId, caller.userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, caller.userId));
    await audit(tx, {
      ...actor,
      action: 'account.delete',
      outcome: 'success',
      targetType: 'user',
      targetId: caller.userId,
    });
  });
  deps.sessionCache.forgetUser(caller.userId);
}
