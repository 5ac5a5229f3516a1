import { eq, sql } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { resolveRole } from '../../auth/resolve-role';
import { effectiveExpiry } from '../../auth/session-lifetime';
import type { Db } from '../../db/client';
import { session } from '../../db/schema/auth';
import { mfaFactors } from '../../db/schema/auth-codes';
import { adminUsers, userProfiles, userRoles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthRequest } from './auth-request';
import { revokeSessions } from './revoke-sessions';

/**
 * ONE round trip: the session row (revocation is immediate even with the cookie cache), the profile, the
 * active `admin_users` row for the real email, the `user_roles` rows and whether MFA is on.
 */
async function readSessionContext(db: Db, ref: SessionRef) {
  const rows = await db
    .select({
      sessionId: session.id,
      token: session.token,
      userId: session.userId,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      portal: session.portal,
      recovery: session.recovery,
      profileRole: userProfiles.role,
      profileStatus: userProfiles.status,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      phone: userProfiles.phone,
      email: userProfiles.email,
      adminRole: sql<
        string | null
      >`(select ${adminUsers.role} from ${adminUsers} where ${adminUsers.email} = lower(${userProfiles.email}) and ${adminUsers.active} limit 1)`,
      userRoles: sql<
        string | null
      >`(select string_agg(${userRoles.role}, ',' order by ${userRoles.createdAt}) from ${userRoles} where ${userRoles.userId} = ${session.userId})`,
      mfaEnabled: sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${session.userId} and ${mfaFactors.status} = 'verified')`,
    })
    .from(session)
    .leftJoin(userProfiles, eq(userProfiles.userId, session.userId))
    .where('token' in ref ? eq(session.token, ref.token) : eq(session.id, ref.id));
  return rows[0];
}

export type SessionRef = { id: string } | { token: string };
export type SessionContext = NonNullable<Awaited<ReturnType<typeof readSessionContext>>>;

/**
 * Builds the caller of a live session, or throws: 401 `session_missing` (revoked), `account_deleted`
 * (profile deleted: every session of the user is revoked at once), `account_suspended` (refused until reactivation deletes the session, ADR 054) or
 * `session_expired` (role limit reached: the session is revoked).
 */
export async function loadCaller(
  deps: Pick<AppDeps, 'db' | 'sessionCache' | 'realtime'>,
  req: AuthRequest,
  sessionId: string,
): Promise<Caller> {
  const row = await readSessionContext(deps.db, { id: sessionId });
  if (!row) throw new AppError('session_missing');
  return callerFrom(deps, req, row);
}

/**
 * The fast path of every authenticated request: the session behind a verified cookie token, from the
 * session cache when fresh, otherwise from the database (then cached).
 */
export async function loadCallerByToken(
  deps: Pick<AppDeps, 'db' | 'sessionCache' | 'realtime'>,
  req: AuthRequest,
  token: string,
): Promise<Caller> {
  let row = deps.sessionCache.get(token);
  if (!row) {
    row = await readSessionContext(deps.db, { token });
    if (!row) throw new AppError('session_missing');
    deps.sessionCache.set(token, row);
  }
  return callerFrom(deps, req, row);
}

async function callerFrom(
  deps: Pick<AppDeps, 'db' | 'sessionCache' | 'realtime'>,
  req: AuthRequest,
  row: SessionContext,
): Promise<Caller> {
  const sessionId = row.sessionId;
  const resolution = resolveRole({
    profileRole: row.profileRole,
    profileStatus: row.profileStatus,
    adminRole: row.adminRole,
    userRoles: row.userRoles ? row.userRoles.split(',') : [],
  });
  if (row.profileStatus === 'suspended') {
    // Refused, not deleted: each of the account's screens and sockets reads why, whichever asks first;
    // reactivating the account deletes these sessions (ADR 054).
    req.log.warn({ userId: row.userId, sessionId }, 'suspended account: session refused');
    throw new AppError('account_suspended');
  }
  if (resolution.deleted) {
    await revokeSessions(deps, { userId: row.userId });
    req.log.warn({ userId: row.userId, sessionId }, 'deleted account: sessions revoked');
    await audit(deps.db, {
      action: 'session.revoke_deleted_account',
      outcome: 'success',
      targetType: 'user',
      targetId: row.userId,
      ip: req.ip,
      requestId: req.requestId,
    });
    throw new AppError('account_deleted');
  }
  const expiresAt = effectiveExpiry({
    role: resolution.role,
    portal: row.portal,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  });
  if (expiresAt.getTime() <= Date.now()) {
    await revokeSessions(deps, { sessionId });
    req.log.info({ userId: row.userId, sessionId, role: resolution.role }, 'session past its role limit: revoked');
    throw new AppError('session_expired');
  }
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    role: resolution.role,
    email: row.email,
    phone: row.phone,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    mfaEnabled: row.mfaEnabled,
    portal: row.portal,
    recovery: row.recovery,
    loginTime: row.createdAt,
    expiresAt,
    sessionExpiresAt: row.expiresAt,
  };
}

/** Records on a just-created session the sign-in page used and whether it is a recovery session. */
export async function markSession(
  db: Db,
  token: string,
  marks: { portal: string; recovery?: boolean },
): Promise<string> {
  const [row] = await db
    .update(session)
    .set({ portal: marks.portal, recovery: marks.recovery ?? false })
    .where(eq(session.token, token))
    .returning({ id: session.id });
  if (!row) throw new AppError('session_missing');
  return row.id;
}
