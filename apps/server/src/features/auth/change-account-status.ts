import { ZAdminUserStatusRequestSchema, type AdminUserDetail } from '@sante/shared/account-status-schemas';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { resolveRole } from '../../auth/resolve-role';
import type { Db } from '../../db/client';
import { session } from '../../db/schema/auth';
import { adminUsers, userProfiles, userRoles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/validate';
import { liftAccountSuspension, openAccountSuspension } from './account-suspensions';
import { findAdminUser } from './admin-user-view';
import { auditCaller } from './audit-caller';
import type { AuthRequest } from './auth-request';
import { readAdminUserDetail } from './read-admin-user-detail';
import { revokeSessions } from './revoke-sessions';
import { assertStaffMay, governingRole } from './staff-permission';

/**
 * `POST /admin/users/:id/status` (ADR 054): suspend a patient's or a staff account with its reason, or reactivate
 * it. As the table says for `user.update` (staff accounts: the super admin only); never one's own account, never
 * the last active super admin (checked under a lock, so two super admins cannot suspend each other at once); a
 * carer's listing is suspended from its own page (409 `account_is_carer`). From the commit on, no request of the
 * account's sessions or their bearer tokens is served (401 `account_suspended`, which also clears the cookie) and
 * their sockets are closed; reactivating deletes those sessions, so that none comes back. Audited with the
 * reason's kind (the note stays in the suspension's row).
 */
export async function changeAccountStatus(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  userId: string,
  body: unknown,
): Promise<AdminUserDetail> {
  const input = parseWith(ZAdminUserStatusRequestSchema, body);
  const target = await findAdminUser(deps.db, userId);
  const targetRole = await governingRole(deps.db, target);
  await assertStaffMay(deps, req, caller, 'user.update', targetRole, userId);
  if (userId === caller.userId) throw new AppError('self_suspension');
  if (targetRole === 'medecin') throw new AppError('account_is_carer');
  const from = target.status;
  if (from === 'deleted' || from === input.status) throw new AppError('account_invalid_transition');
  const sessionIds = await deps.db.transaction(async (tx) => {
    if (input.status === 'suspended') {
      if (targetRole === 'super_admin') await assertAnotherSuperAdmin(tx, userId);
      await tx.update(userProfiles).set({ status: 'suspended' }).where(eq(userProfiles.userId, userId));
      if (input.suspension) await openAccountSuspension(tx, userId, caller.userId, input.suspension);
    } else {
      await tx.update(userProfiles).set({ status: 'active' }).where(eq(userProfiles.userId, userId));
      await liftAccountSuspension(tx, userId, caller.userId);
      await revokeSessions(deps, { userId }, tx);
    }
    await auditCaller(tx, req, caller, {
      action: 'admin.account_status_change',
      targetType: 'user',
      targetId: userId,
      details: { from, to: input.status, reason: input.suspension?.reason ?? null },
    });
    const open = await tx.select({ id: session.id }).from(session).where(eq(session.userId, userId));
    return open.map((row) => row.id);
  });
  deps.sessionCache.forgetUser(userId);
  deps.realtime.endSessions(sessionIds);
  req.log.info({ userId, from, to: input.status }, 'account status changed');
  return readAdminUserDetail(deps.db, userId);
}

/** 409 `last_super_admin` unless another active account resolves to super admin (under a transaction lock). */
async function assertAnotherSuperAdmin(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('account-status:super_admin'))`);
  const isSuper = (column: typeof userProfiles.role | typeof adminUsers.role | typeof userRoles.role) =>
    sql`lower(replace(trim(${column}), ' ', '_')) = 'super_admin'`;
  // One table in the outer query: drizzle writes its columns unqualified, so the subqueries name it.
  const candidates = await tx
    .select({
      userId: userProfiles.userId,
      profileRole: userProfiles.role,
      adminRole: sql<
        string | null
      >`(select ${adminUsers.role} from ${adminUsers} where ${adminUsers.email} = lower(${userProfiles}.email) and ${adminUsers.active} limit 1)`,
      userRoles: sql<
        string | null
      >`(select string_agg(${userRoles.role}, ',' order by ${userRoles.createdAt}) from ${userRoles} where ${userRoles.userId} = ${userProfiles}.user_id)`,
    })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.status, 'active'),
        ne(userProfiles.userId, userId),
        or(
          isSuper(userProfiles.role),
          inArray(
            sql`lower(${userProfiles.email})`,
            tx
              .select({ email: adminUsers.email })
              .from(adminUsers)
              .where(and(eq(adminUsers.active, true), isSuper(adminUsers.role))),
          ),
          inArray(
            userProfiles.userId,
            tx.select({ id: userRoles.userId }).from(userRoles).where(isSuper(userRoles.role)),
          ),
        ),
      ),
    );
  const another = candidates.some(
    (row) =>
      resolveRole({
        profileRole: row.profileRole,
        profileStatus: 'active',
        adminRole: row.adminRole,
        userRoles: row.userRoles ? row.userRoles.split(',') : [],
      }).role === 'super_admin',
  );
  if (!another) throw new AppError('last_super_admin');
}
