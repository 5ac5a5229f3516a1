import {
  ZAdminCreateUserRequestSchema,
  ZAdminInviteRequestSchema,
  ZAdminListUsersQuerySchema,
  ZAdminUpdateUserRequestSchema,
} from '@sante/shared/auth-schemas';
import { isStaffRole } from '@sante/shared/roles';
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/availability';
import { adminUsers, userProfiles } from '../../db/schema/profiles';
import { assertDeliverable } from '../messaging/create-senders';
import { queueMessage } from '../messaging/outbox';
import { queuePhoneChangeCode } from './queue-phone-change-code';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/validate';
import { auditCaller } from './audit-caller';
import type { AuthRequest } from './auth-request';
import { liftAccountSuspension } from './account-suspensions';
import { adminUserColumns, findAdminUser } from './admin-user-view';
import { createUser, uniqueViolation } from './create-user';
import { invitePath, issueActionToken } from './issue-action-token';
import { DEFAULT_RECOVERY_PATH } from './recover-password';
import { readAdminUserDetail } from './read-admin-user-detail';
import { revokeSessions } from './revoke-sessions';
import { assertStaffMay, governingRole } from './staff-permission';

function auditAdmin(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  action: string,
  targetId: string | null,
  details?: Record<string, string | number | boolean | null>,
  outcome: 'success' | 'denied' = 'success',
) {
  return auditCaller(deps.db, req, caller, { action, outcome, targetType: 'user', targetId, details });
}

export async function getUser(deps: AppDeps, req: AuthRequest, caller: Caller, userId: string) {
  const found = await readAdminUserDetail(deps.db, userId);
  await auditAdmin(deps, req, caller, 'admin.user_read', userId);
  return found;
}

export async function listUsers(deps: AppDeps, req: AuthRequest, caller: Caller, query: unknown) {
  const input = parseWith(ZAdminListUsersQuerySchema, query);
  const filters: SQL[] = [];
  if (input.role) filters.push(eq(userProfiles.role, input.role));
  if (input.q) {
    const pattern = `%${input.q.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
    const digits = input.q.replace(/\D/g, '');
    const reference = input.q.trim().toUpperCase();
    const text = or(
      ilike(userProfiles.firstName, pattern),
      ilike(userProfiles.lastName, pattern),
      ilike(sql`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`, pattern),
      ilike(userProfiles.email, pattern),
      ilike(userProfiles.phone, pattern),
      digits.length >= 4 ? ilike(userProfiles.phone, `%${digits}%`) : undefined,
      // A booking reference finds its patient and its carer.
      /^SAD-[A-Z0-9]{6}$/.test(reference)
        ? inArray(
            userProfiles.userId,
            deps.db
              .select({ id: sql<string>`unnest(array[${bookings.patientId}, ${bookings.doctorId}])` })
              .from(bookings)
              .where(eq(bookings.reference, reference)),
          )
        : undefined,
    );
    if (text) filters.push(text);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [users, totals] = await Promise.all([
    deps.db
      .select(adminUserColumns)
      .from(user)
      .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    deps.db.select({ total: count() }).from(userProfiles).where(where),
  ]);
  await auditAdmin(deps, req, caller, 'admin.user_list', null, { page: input.page, role: input.role ?? null });
  return { users, total: totals[0]?.total ?? 0 };
}

export async function adminCreateUser(deps: AppDeps, req: AuthRequest, caller: Caller, body: unknown) {
  const input = parseWith(ZAdminCreateUserRequestSchema, body);
  await assertStaffMay(deps, req, caller, 'user.create', input.role, null);
  const { userId } = await createUser(deps.db, { ...input, city: input.city ?? null });
  await auditAdmin(deps, req, caller, 'admin.user_create', userId, { role: input.role });
  return findAdminUser(deps.db, userId);
}

/** Creates the account without a password and sends a 7-day invitation link through the outbox. */
export async function inviteUser(deps: AppDeps, req: AuthRequest, caller: Caller, body: unknown) {
  const input = parseWith(ZAdminInviteRequestSchema, body);
  await assertStaffMay(deps, req, caller, 'user.create', input.role, null);
  assertDeliverable(deps.env, 'email');
  const { userId } = await createUser(deps.db, { ...input, city: input.city ?? null, password: null });
  await queueInvitation(deps, deps.db, { userId, role: input.role, email: input.email });
  await auditAdmin(deps, req, caller, 'admin.user_invite', userId, { role: input.role });
  return findAdminUser(deps.db, userId);
}

/** A 7-day invitation link queued to the account's own e-mail (in `db`: the caller's transaction, if any). */
export async function queueInvitation(
  deps: Pick<AppDeps, 'env'>,
  db: Db,
  target: { userId: string; role: string | null; email: string },
): Promise<void> {
  const token = await issueActionToken(db, target.userId, 'invite');
  await queueMessage(db, {
    channel: 'email',
    recipient: target.email,
    template: 'invitation',
    locale: 'fr',
    params: { link: `${deps.env.PUBLIC_URL}${invitePath(target.role)}?token=${token}` },
  });
}

/**
 * `PUT /admin/users/:id`. Each part is checked against the table: names, city and status (`user.update`), the
 * role (`user.change_role`, on the current and the new role), the phone (`user.change_phone`). A new phone is
 * only PROPOSED: a code goes to it, bound to the account, and the number moves when the owner confirms it from
 * their own session; the current contact is told. Nothing is written unless every part is allowed.
 */
export async function updateUser(deps: AppDeps, req: AuthRequest, caller: Caller, userId: string, body: unknown) {
  const input = parseWith(ZAdminUpdateUserRequestSchema, body);
  const target = await findAdminUser(deps.db, userId);
  const targetRole = await governingRole(deps.db, target);
  const roleChange = input.role !== undefined && input.role !== targetRole;
  const phoneChange = input.phone !== undefined && input.phone !== target.phone ? input.phone : null;
  const profileChange = [input.firstName, input.lastName, input.status, input.city, input.neighbourhood].some(
    (value) => value !== undefined,
  );
  if (profileChange) await assertStaffMay(deps, req, caller, 'user.update', targetRole, userId);
  if (roleChange) {
    await assertStaffMay(deps, req, caller, 'user.change_role', targetRole, userId);
    await assertStaffMay(deps, req, caller, 'user.change_role', input.role ?? null, userId);
  }
  if (phoneChange) await assertStaffMay(deps, req, caller, 'user.change_phone', targetRole, userId);
  // A suspension is lifted through its own route (ADR 054), which records who lifted it.
  if (input.status === 'active' && target.status === 'suspended') throw new AppError('account_invalid_transition');
  if (phoneChange) await assertPhoneFree(deps, userId, phoneChange);
  if (phoneChange) assertDeliverable(deps.env, 'sms');
  try {
    await deps.db.transaction(async (tx) => {
      if (profileChange || roleChange)
        await tx
          .update(userProfiles)
          .set({
            firstName: input.firstName,
            lastName: input.lastName,
            role: roleChange ? input.role : undefined,
            status: input.status,
            city: input.city,
            neighbourhood: input.neighbourhood,
          })
          .where(eq(userProfiles.userId, userId));
      if (input.firstName || input.lastName) {
        await tx
          .update(user)
          .set({ name: `${input.firstName ?? target.firstName} ${input.lastName ?? target.lastName}` })
          .where(eq(user.id, userId));
      }
      if (roleChange && input.role && target.email) {
        if (isStaffRole(input.role)) {
          await tx
            .insert(adminUsers)
            .values({ email: target.email, role: input.role, active: true })
            .onConflictDoUpdate({ target: adminUsers.email, set: { role: input.role, active: true } });
        } else {
          await tx.update(adminUsers).set({ active: false }).where(eq(adminUsers.email, target.email));
        }
      }
      if (phoneChange) await proposePhone(deps, tx, target, phoneChange);
      if (input.status === 'deleted') await revokeSessions(deps, { userId }, tx);
      if (input.status === 'deleted' && target.status === 'suspended')
        await liftAccountSuspension(tx, userId, caller.userId);
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  deps.sessionCache.forgetUser(userId);
  if (roleChange)
    await auditAdmin(deps, req, caller, 'admin.role_change', userId, { from: targetRole, to: input.role ?? null });
  if (input.status && input.status !== target.status)
    await auditAdmin(deps, req, caller, 'admin.status_change', userId, { from: target.status, to: input.status });
  if (phoneChange) await auditAdmin(deps, req, caller, 'admin.phone_change_requested', userId);
  await auditAdmin(deps, req, caller, 'admin.user_update', userId);
  return findAdminUser(deps.db, userId);
}

async function assertPhoneFree(deps: AppDeps, userId: string, phone: string): Promise<void> {
  const [clash] = await deps.db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(and(eq(userProfiles.phone, phone), ne(userProfiles.userId, userId)));
  if (clash) throw new AppError('phone_exists', { fieldErrors: { phone: ['validation.phoneExists'] } });
}

/** A code to the proposed number (bound to the account, confirmed by its owner) and a notice to the current contacts. */
async function proposePhone(
  deps: AppDeps,
  tx: Db,
  target: { id: string; phone: string | null; email: string | null },
  phone: string,
): Promise<void> {
  await queuePhoneChangeCode(tx, deps.env.AUTH_SECRET, target.id, phone);
  if (target.phone)
    await queueMessage(tx, {
      channel: 'sms',
      recipient: target.phone,
      template: 'contact_change_requested',
      locale: 'fr',
      params: {},
    });
  if (target.email)
    await queueMessage(tx, {
      channel: 'email',
      recipient: target.email,
      template: 'contact_change_requested',
      locale: 'fr',
      params: {},
    });
}

export async function deleteUser(deps: AppDeps, req: AuthRequest, caller: Caller, userId: string): Promise<void> {
  if (userId === caller.userId) throw new AppError('forbidden');
  const target = await findAdminUser(deps.db, userId);
  await assertStaffMay(deps, req, caller, 'user.delete', await governingRole(deps.db, target), userId);
  await deps.db.transaction(async (tx) => {
    if (target.email) await tx.delete(adminUsers).where(eq(adminUsers.email, target.email));
    await revokeSessions(deps, { userId }, tx);
    await tx.delete(user).where(eq(user.id, userId));
  });
  deps.sessionCache.forgetUser(userId);
  await auditAdmin(deps, req, caller, 'admin.user_delete', userId, { role: target.role });
}

/**
 * `POST /admin/generate_link`: a recovery (1 h) or invitation (7 days) link SENT to the account's own e-mail
 * through the outbox; the caller never sees it (ADR 021).
 */
export async function generateLink(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  body: { type: 'recovery' | 'invite'; email: string },
): Promise<{ sent: true }> {
  const [target] = await deps.db
    .select({ userId: userProfiles.userId, role: userProfiles.role, email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.email, body.email.toLowerCase()));
  if (!target?.email) throw new AppError('user_not_found');
  const action = body.type === 'invite' ? 'user.send_invitation' : 'user.send_recovery_link';
  await assertStaffMay(deps, req, caller, action, await governingRole(deps.db, target), target.userId);
  assertDeliverable(deps.env, 'email');
  if (body.type === 'invite') {
    await queueInvitation(deps, deps.db, { userId: target.userId, role: target.role, email: target.email });
  } else {
    const path = target.role === 'medecin' ? '/reset-medecin-password' : DEFAULT_RECOVERY_PATH;
    const link = `${deps.env.PUBLIC_URL}${path}?token=${await issueActionToken(deps.db, target.userId, 'recovery')}`;
    await queueMessage(deps.db, {
      channel: 'email',
      recipient: target.email,
      template: 'password_reset_link',
      locale: 'fr',
      params: { link },
    });
  }
  await auditAdmin(deps, req, caller, 'admin.generate_link', target.userId, { type: body.type });
  return { sent: true };
}
