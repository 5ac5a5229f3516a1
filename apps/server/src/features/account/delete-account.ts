import type { TDeleteAccountRequest } from '@sante/shared/account-schemas';
import { isStaffRole } from '@sante/shared/roles';
import { eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { mfaFactors } from '../../db/schema/auth-codes';
import { notificationPreferences } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { checkCurrentPassword } from '../auth/check-current-password';
import { revokeSessions } from '../auth/revoke-sessions';
import type { AccountActor } from './account-actor';

/**
 * `DELETE /api/account`: the account holder, re-authenticated by their password, closes their account. The
 * profile becomes `deleted` (sign-in then answers `account_deleted`), every session ends at once, the
 * two-step verification and the notification choices are erased. The medical record, the payments and the
 * access journal stay archived for the legal period (see the settings page and the ADR). Wrong passwords
 * count against the current-password budget of the account (ADR 022). Staff accounts are closed by an administrator (403).
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'sessionCache' | 'realtime'>,
  actor: AccountActor,
  caller: Pick<Caller, 'userId' | 'role'>,
  input: TDeleteAccountRequest,
): Promise<void> {
  if (isStaffRole(caller.role)) throw new AppError('forbidden');
  try {
    await checkCurrentPassword(deps.db, caller.userId, input.password, {
      field: 'password',
      message: 'validation.wrongPassword',
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_credentials')
      await audit(deps.db, {
        ...actor,
        action: 'account.delete',
        outcome: 'failure',
        targetType: 'user',
        targetId: caller.userId,
        details: { reason: 'wrong_password' },
      });
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(userProfiles).set({ status: 'deleted' }).where(eq(userProfiles.userId, caller.userId));
    await revokeSessions(deps, { userId: caller.userId }, tx);
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
