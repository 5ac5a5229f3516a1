import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { session } from '../../db/schema/auth';

/** Every session of a user (but one, `exceptSessionId`), or one session (of `userId` when given: scoped). */
export type SessionsToRevoke = { userId: string; exceptSessionId?: string } | { sessionId: string; userId?: string };

/**
 * The one way sessions end before their time (sign-out, other devices, a session ended from the settings, a
 * password change or reset, account deletion, a deleted or expired account seen on a request): deletes the
 * rows, forgets them from this process's session cache and disconnects their sockets in every process (ADR 023).
 * In a transaction, pass it as `db`: the sockets end before the commit, and a socket reopened in between is
 * ended by its own periodic session check. Answers the ids of the sessions revoked.
 */
export async function revokeSessions(
  deps: Pick<AppDeps, 'db' | 'sessionCache' | 'realtime'>,
  which: SessionsToRevoke,
  db: Db = deps.db,
): Promise<string[]> {
  const where =
    'sessionId' in which
      ? and(eq(session.id, which.sessionId), which.userId === undefined ? undefined : eq(session.userId, which.userId))
      : and(
          eq(session.userId, which.userId),
          which.exceptSessionId === undefined ? undefined : ne(session.id, which.exceptSessionId),
        );
  const revoked = await db.delete(session).where(where).returning({ id: session.id });
  if ('sessionId' in which) deps.sessionCache.forgetSession(which.sessionId);
  else deps.sessionCache.forgetUser(which.userId);
  const ids = revoked.map((row) => row.id);
  deps.realtime.endSessions(ids);
  return ids;
}
