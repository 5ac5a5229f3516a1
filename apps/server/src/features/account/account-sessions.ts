import type { AccountSession } from '@sante/shared/account-schemas';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { session } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AccountActor } from './account-actor';
import { revokeSessions } from '../auth/revoke-sessions';
import { maskIpAddress, summariseUserAgent } from './device-summary';

/** The caller's own sessions (scoped in the query), most recently used first. */
export async function listAccountSessions(
  deps: Pick<AppDeps, 'db'>,
  caller: Pick<Caller, 'userId' | 'sessionId'>,
): Promise<AccountSession[]> {
  const rows = await deps.db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
    })
    .from(session)
    .where(eq(session.userId, caller.userId))
    .orderBy(desc(session.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === caller.sessionId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: summariseUserAgent(row.userAgent),
    ipAddress: maskIpAddress(row.ipAddress),
  }));
}

/**
 * Ends one of the caller's sessions (404 when the id is not one of theirs); the session cache forgets it and its
 * sockets end at once, like a sign-out. The current session ends through `POST /api/auth/logout`.
 */
export async function endAccountSession(
  deps: Pick<AppDeps, 'db' | 'sessionCache' | 'realtime'>,
  actor: AccountActor,
  caller: Pick<Caller, 'userId' | 'sessionId'>,
  sessionId: string,
): Promise<void> {
  if (sessionId === caller.sessionId) throw new AppError('not_found');
  const ended = await revokeSessions(deps, { sessionId, userId: caller.userId });
  if (ended.length === 0) throw new AppError('not_found');
  await audit(deps.db, {
    ...actor,
    action: 'account.session.end',
    outcome: 'success',
    targetType: 'session',
    targetId: sessionId,
  });
}
