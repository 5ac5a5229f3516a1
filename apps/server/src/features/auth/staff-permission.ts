import { normaliseRole, type Role } from '@sante/shared/roles';
import { mayAct, type StaffAction } from '@sante/shared/staff-permissions';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { auditCaller } from './audit-caller';
import type { AuthRequest } from './auth-request';

/**
 * The permission table (ADR 021, docs/permissions.md) for `action` on an account of role `targetRole`: a refusal
 * is audited (`denied`) and answers 403 `forbidden`.
 */
export async function assertStaffMay(
  deps: Pick<AppDeps, 'db'>,
  req: AuthRequest,
  caller: Caller,
  action: StaffAction,
  targetRole: Role | null,
  targetId: string | null,
): Promise<void> {
  if (mayAct(caller.role, action, targetRole)) return;
  await auditCaller(deps.db, req, caller, {
    action: `admin.${action}`,
    outcome: 'denied',
    targetType: 'user',
    targetId,
    details: { targetRole },
  });
  throw new AppError('forbidden');
}

/** The role that governs what staff may do to an account: an active `admin_users` grant makes it staff. */
export async function governingRole(
  db: Db,
  target: { role: string | null; email: string | null },
): Promise<Role | null> {
  if (target.email) {
    const [grant] = await db
      .select({ role: adminUsers.role })
      .from(adminUsers)
      .where(and(eq(adminUsers.email, target.email.toLowerCase()), eq(adminUsers.active, true)));
    const granted = normaliseRole(grant?.role);
    if (granted) return granted;
  }
  return normaliseRole(target.role);
}
