import { isStaffRole, type Role } from '@sante/shared/roles';
import type { PermissionTarget, StaffAction } from '@sante/shared/staff-permissions';
import type { MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps, Caller } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { assertPermitted } from '../../lib/permissions';
import { authRequestOf, sendCookies } from './auth-request';
import { currentSession } from './current-session';

/**
 * Requires a live session: 401 `session_missing` without one; `session_expired` past the role limit
 * (patients 7 days sliding, staff 12 h, doctor sessions 24 h after loginTime); `account_deleted`.
 */
export function requireCaller(deps: AppDeps): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const { caller, cookies, failure } = await currentSession(deps, authRequestOf(c));
    sendCookies(c, cookies);
    if (!caller) throw failure ?? new AppError('session_missing');
    c.set('caller', caller);
    c.set('log', c.get('log').child({ userId: caller.userId, role: caller.role }));
    await next();
  };
}

/** Admin requirement (admin, super_admin or personnel_operationnel): 401 anonymous, 403 any other role. */
export function requireStaff(deps: AppDeps): MiddlewareHandler<AppBindings> {
  const requireSession = requireCaller(deps);
  return (c, next) =>
    requireSession(c, async () => {
      if (!isStaffRole(c.get('caller')?.role)) throw new AppError('forbidden');
      await next();
    });
}

/** A staff action on a target that does not depend on the request (e.g. the catalogue): 401 anonymous, 403 otherwise. */
export function requirePermission(
  deps: AppDeps,
  action: StaffAction,
  target: PermissionTarget,
): MiddlewareHandler<AppBindings> {
  const requireSession = requireCaller(deps);
  return (c, next) =>
    requireSession(c, async () => {
      assertPermitted(c.get('caller')?.role ?? null, action, target);
      await next();
    });
}

/** One role only (e.g. `patient` for the patient's own space): 401 anonymous, 403 any other role. */
export function requireRole(deps: AppDeps, role: Role): MiddlewareHandler<AppBindings> {
  const requireSession = requireCaller(deps);
  return (c, next) =>
    requireSession(c, async () => {
      if (c.get('caller')?.role !== role) throw new AppError('forbidden');
      await next();
    });
}

/** The caller set by `requireCaller` (routes behind it only). */
export function callerOf(c: { get: (key: 'caller') => Caller | undefined }): Caller {
  const caller = c.get('caller');
  if (!caller) throw new AppError('session_missing');
  return caller;
}
