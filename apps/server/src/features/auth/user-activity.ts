import { ADMIN_USER_AUDIT_ROWS, type AdminUserActivity } from '@sante/shared/admin-user-activity';
import { mayAct } from '@sante/shared/staff-permissions';
import { and, desc, eq, gt, max, notInArray, or } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { auditLog } from '../../db/schema/audit';
import { session } from '../../db/schema/auth';
import { maskIpAddress, summariseUserAgent } from '../account/device-summary';
import { findAdminUser } from './admin-user-view';
import { auditCaller } from './audit-caller';
import type { AuthRequest } from './auth-request';
import { factorsOf } from './mfa-factors';
import { assertStaffMay, governingRole } from './staff-permission';

/** Staff opening the account's screens: audited, but left out of the trail shown (each visit would add three). */
const STAFF_READS = ['admin.user_read', 'admin.user_activity_read', 'admin.carer_read', 'admin.factor_list'];

/**
 * `/admin/utilisateurs` detail: the account's open sessions, its last sign-in, its second factors (when the caller
 * may list them) and its latest audit rows (about it or by it, staff's reads of it left out). Staff read it (`user.read`); the read is audited.
 */
export async function readUserActivity(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  userId: string,
): Promise<AdminUserActivity> {
  const target = await findAdminUser(deps.db, userId);
  const targetRole = await governingRole(deps.db, target);
  await assertStaffMay(deps, req, caller, 'user.read', targetRole, userId);
  const now = new Date();
  const [sessions, [last], audit, factors] = await Promise.all([
    deps.db
      .select({
        id: session.id,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
      })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
      .orderBy(desc(session.createdAt)),
    deps.db
      .select({ at: max(auditLog.at) })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, 'auth.sign_in'), eq(auditLog.outcome, 'success'))),
    deps.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        outcome: auditLog.outcome,
        actorRole: auditLog.actorRole,
        actorId: auditLog.actorId,
      })
      .from(auditLog)
      .where(
        and(or(eq(auditLog.targetId, userId), eq(auditLog.actorId, userId)), notInArray(auditLog.action, STAFF_READS)),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(ADMIN_USER_AUDIT_ROWS),
    mayAct(caller.role, 'mfa.list', targetRole) ? factorsOf(deps, userId) : Promise.resolve([]),
  ]);
  await auditCaller(deps.db, req, caller, { action: 'admin.user_activity_read', targetType: 'user', targetId: userId });
  const newestSession = sessions[0]?.createdAt ?? null;
  const lastSignIn = [last?.at ?? null, newestSession]
    .filter((value): value is Date => value !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    lastSignInAt: lastSignIn?.toISOString() ?? null,
    sessions: sessions.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      userAgent: summariseUserAgent(row.userAgent),
      ipAddress: maskIpAddress(row.ipAddress),
    })),
    audit: audit.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      outcome: row.outcome,
      actorRole: row.actorRole,
      bySelf: row.actorId === userId,
    })),
    factors,
  };
}
