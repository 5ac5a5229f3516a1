import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import { randomUUID } from 'node:crypto';
import { isStaffRole } from '@sante/shared/roles';
import { Server } from 'socket.io';
import type { AppDeps } from '../app-context';
import { currentSession } from '../features/auth/current-session';
import { createPostgresAdapter, usesPostgresAdapter } from './postgres-adapter';
import { STAFF_ROOM, userRoom } from './realtime-hub';

/** Spec §9: a heartbeat every 25 s, a connection given up after 10 s without an answer. */
const PING_INTERVAL_MS = 25_000;
const PING_TIMEOUT_MS = 10_000;

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Socket.IO on the app's HTTP server, path `/socket.io`. The handshake is authenticated with the session
 * cookie through the same fast path as the API (`currentSession`); a browser page of another site is refused
 * by its Origin. Each socket joins `user:<id>`, and `staff` for staff roles (ADR 015). On a PostgreSQL server the
 * rooms span every server process through `@socket.io/postgres-adapter` (ADR 017); `close()` also ends its pool.
 */
export function attachRealtime(httpServer: HttpServer | Http2Server | Http2SecureServer, deps: AppDeps): Server {
  const trusted = new Set(
    [deps.env.PUBLIC_URL, ...deps.env.TRUSTED_ORIGINS.split(',')]
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => new URL(value).origin),
  );
  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      const host = request.headers.host;
      callback(null, origin === undefined || (host !== undefined && hostOf(origin) === host) || trusted.has(origin));
    },
  });
  io.use((socket, next) => {
    const headers = new Headers();
    const cookie = socket.request.headers.cookie;
    if (cookie) headers.set('cookie', cookie);
    const log = deps.logger.child({ socketId: socket.id });
    currentSession(deps, { headers, ip: socket.handshake.address, requestId: randomUUID(), log, bearer: null })
      .then(({ caller }) => {
        if (!caller) return next(new Error('session_missing'));
        socket.data = { userId: caller.userId, role: caller.role };
        void socket.join(userRoom(caller.userId));
        if (isStaffRole(caller.role)) void socket.join(STAFF_ROOM);
        next();
      })
      .catch(() => next(new Error('session_missing')));
  });
  if (deps.env.DATABASE_URL && usesPostgresAdapter(deps.env)) {
    const shared = createPostgresAdapter(deps.env.DATABASE_URL, deps.logger);
    io.adapter(shared.adapter);
    const close = io.close.bind(io);
    io.close = async (callback) => {
      await close(callback);
      await shared.close();
    };
  }
  deps.realtime.bind(io);
  return io;
}
