import {
  ZAdminCreateUserRequestSchema,
  ZAdminInviteRequestSchema,
  ZAdminListUsersQuerySchema,
  ZAdminUpdateUserRequestSchema,
} from '@sante/shared/auth-schemas';
import { normaliseRole, type Role, isStaffRole } from '@sante/shared/roles';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { session, user } from '../../db/schema/auth';
import { adminUsers, userProfiles } from '../../db/schema/profiles';
import { queueMessage } from '../messaging/outbox';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/validate';
import { auditCaller } from './audit-caller';
import type { AuthRequest } from './auth-request';
import { adminUserColumns, findAdminUser } from './admin-user-view';
import { createUser, uniqueViolation } from './create-user';
import { invitePath, issueActionToken } from './issue-action-token';

const ELEVATED: ReadonlySet<Role> = new Set<Role>(['admin', 'super_admin']);

/** Only a super_admin may create or modify an admin or a super_admin. */
function assertMayManage(caller: Caller, ...roles: Array<string | null | undefined>): void {
  if (caller.role === 'super_admin') return;
  if (
    roles.some((role) => {
      const r = normaliseRole(role);
      return r !== null && ELEVATED.has(r);
    })
  )
    throw new AppError('forbidden');
}

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
  const found = await findAdminUser(deps.db, userId);
  await auditAdmin(deps, req, caller, 'admin.user_read', userId);
  return found;
}

export async function listUsers(deps: AppDeps, req: AuthRequest, caller: Caller, query: unknown) {
  const input = parseWith(ZAdminListUsersQuerySchema, query);
  const filters: SQL[] = [];
  if (input.role) filters.push(eq(userProfiles.role, input.role));
  if (input.q) {
    const pattern = `%${input.q.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
    const text = or(
      ilike(userProfiles.firstName, pattern),
      ilike(userProfiles.lastName, pattern),
      ilike(userProfiles.email, pattern),
      ilike(userProfiles.phone, pattern),
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
  assertMayManage(caller, input.role);
  const { userId } = await createUser(deps.db, { ...input, city: input.city ?? null });
  await auditAdmin(deps, req, caller, 'admin.user_create', userId, { role: input.role });
  return findAdminUser(deps.db, userId);
}

/** Creates the account without a password and sends a 7-day invitation link through the outbox. */
export async function inviteUser(deps: AppDeps, req: AuthRequest, caller: Caller, body: unknown) {
  const input = parseWith(ZAdminInviteRequestSchema, body);
  assertMayManage(caller, input.role);
  const { userId } = await createUser(deps.db, { ...input, city: input.city ?? null, password: null });
  const link = await invitationLink(deps, userId, input.role);
  await queueMessage(deps.db, {
    channel: 'email',
    recipient: input.email,
    template: 'invitation',
    locale: 'fr',
    params: { link },
  });
  await auditAdmin(deps, req, caller, 'admin.user_invite', userId, { role: input.role });
  return findAdminUser(deps.db, userId);
}

async function invitationLink(deps: AppDeps, userId: string, role: string | null): Promise<string> {
  const token = await issueActionToken(deps.db, userId, 'invite');
  return `${deps.env.PUBLIC_URL}${invitePath(role)}?token=${token}`;
}

export async function updateUser(deps: AppDeps, req: AuthRequest, caller: Caller, userId: string, body: unknown) {
  const input = parseWith(ZAdminUpdateUserRequestSchema, body);
  const target = await findAdminUser(deps.db, userId);
  assertMayManage(caller, target.role, input.role);
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(userProfiles)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          role: input.role,
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
      if (input.phone)
        await tx.update(user).set({ phoneNumber: input.phone, phoneNumberVerified: true }).where(eq(user.id, userId));
      if (input.role && target.email) {
        if (isStaffRole(input.role)) {
          await tx
            .insert(adminUsers)
            .values({ email: target.email, role: input.role, active: true })
            .onConflictDoUpdate({ target: adminUsers.email, set: { role: input.role, active: true } });
        } else {
          await tx.update(adminUsers).set({ active: false }).where(eq(adminUsers.email, target.email));
        }
      }
      if (input.status === 'deleted') await tx.delete(session).where(eq(session.userId, userId));
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  deps.sessionCache.forgetUser(userId);
  if (input.role && input.role !== target.role)
    await auditAdmin(deps, req, caller, 'admin.role_change', userId, { from: target.role, to: input.role });
  if (input.status && input.status !== target.status)
    await auditAdmin(deps, req, caller, 'admin.status_change', userId, { from: target.status, to: input.status });
  await auditAdmin(deps, req, caller, 'admin.user_update', userId);
  return findAdminUser(deps.db, userId);
}

export async function deleteUser(deps: AppDeps, req: AuthRequest, caller: Caller, userId: string): Promise<void> {
  if (userId === caller.userId) throw new AppError('forbidden');
  const target = await findAdminUser(deps.db, userId);
  assertMayManage(caller, target.role);
  await deps.db.transaction(async (tx) => {
    if (target.email) await tx.delete(adminUsers).where(eq(adminUsers.email, target.email));
    await tx.delete(user).where(eq(user.id, userId));
  });
  deps.sessionCache.forgetUser(userId);
  await auditAdmin(deps, req, caller, 'admin.user_delete', userId, { role: target.role });
}

/** `POST /admin/generate_link`: a recovery (1 h) or invitation (7 days) link, returned, not sent. */
export async function generateLink(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  body: { type: 'recovery' | 'invite'; email: string },
) {
  const [target] = await deps.db
    .select({ userId: userProfiles.userId, role: userProfiles.role })
    .from(userProfiles)
    .where(eq(userProfiles.email, body.email));
  if (!target) throw new AppError('user_not_found');
  assertMayManage(caller, target.role);
  const link =
    body.type === 'invite'
      ? await invitationLink(deps, target.userId, target.role)
      : `${deps.env.PUBLIC_URL}${target.role === 'medecin' ? '/reset-medecin-password' : '/connexion/patient/mot-de-passe-oublie'}?token=${await issueActionToken(deps.db, target.userId, 'recovery')}`;
  await auditAdmin(deps, req, caller, 'admin.generate_link', target.userId, { type: body.type });
  return { link };
}
