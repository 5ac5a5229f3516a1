import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import { randomUUID } from 'node:crypto';
import { isStaffRole } from '@sante/shared/roles';
import { Server, type Socket } from 'socket.io';
import type { AppDeps } from '../app-context';
import type { AuthRequest } from '../features/auth/auth-request';
import { currentSession } from '../features/auth/current-session';
import { registerConversationSockets } from '../features/conversations/conversation-sockets';
import { admitGuestSocket, registerVideoSockets } from '../features/teleconsultations/video-sockets';
import { loadCaller } from '../features/auth/load-caller';
import { AppError } from '../lib/app-error';
import { createPostgresAdapter, usesPostgresAdapter } from './postgres-adapter';
import { sessionRoom, STAFF_ROOM, userRoom } from './realtime-hub';

/** Spec §9: a heartbeat every 25 s, a connection given up after 10 s without an answer. */
const PING_INTERVAL_MS = 25_000;
const PING_TIMEOUT_MS = 10_000;
/** A socket's session is read again at its time limit, and at least this often (a revocation the rooms missed). */
const SESSION_RECHECK_MS = 5 * 60_000;

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
 * by its Origin. Each socket joins `user:<id>`, and `staff` for staff roles (ADR 015), and `session:<id>`: revoking
 * a session disconnects its sockets, and each socket's session is read again at its time limit (ADR 023). On a
 * PostgreSQL server the rooms span every server process through `@socket.io/postgres-adapter` (ADR 017); `close()`
 * also ends its pool. Each socket also carries the conversation events and presence (ADR 028), and the video
 * call's signalling (ADR 030).
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
  const admitSession = (socket: Socket, next: (error?: Error) => void) => {
    const headers = new Headers();
    const cookie = socket.request.headers.cookie;
    if (cookie) headers.set('cookie', cookie);
    const log = deps.logger.child({ socketId: socket.id });
    const request: AuthRequest = { headers, ip: socket.handshake.address, requestId: randomUUID(), log, bearer: null };
    currentSession(deps, request)
      .then(({ caller }) => {
        if (!caller) return next(new Error('session_missing'));
        socket.data = { userId: caller.userId, role: caller.role };
        void socket.join(userRoom(caller.userId));
        void socket.join(sessionRoom(caller.sessionId));
        if (isStaffRole(caller.role)) void socket.join(STAFF_ROOM);
        watchSession(deps, socket, request, caller.sessionId, caller.expiresAt);
        next();
      })
      .catch(() => next(new Error('session_missing')));
  };
  // An invited guest of a video call has no session: their room key admits the socket to that room only (ADR 059).
  io.use((socket, next) => {
    admitGuestSocket(deps, socket).then(
      (guest) => (guest ? next() : admitSession(socket, next)),
      () => next(new Error('guest_refused')),
    );
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
  io.on('connection', (socket) => {
    if (!(socket.data as { guest?: unknown }).guest) registerConversationSockets(deps, socket);
    registerVideoSockets(deps, socket);
  });
  deps.realtime.bind(io);
  return io;
}

/**
 * Ends the socket once its session no longer admits it: read again (from the database) when the session reaches
 * its time limit, and every `SESSION_RECHECK_MS` before that; a database error only postpones the check.
 */
function watchSession(deps: AppDeps, socket: Socket, request: AuthRequest, sessionId: string, expiresAt: Date): void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = (until: Date, delay = Math.min(until.getTime() - Date.now(), SESSION_RECHECK_MS)) => {
    timer = setTimeout(check, Math.max(0, delay));
    timer.unref();
  };
  const check = () => {
    loadCaller(deps, request, sessionId)
      .then((caller) => {
        if (socket.connected) schedule(caller.expiresAt);
      })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.status === 401) socket.disconnect(true);
        else if (socket.connected) schedule(expiresAt, SESSION_RECHECK_MS);
      });
  };
  schedule(expiresAt);
  socket.on('disconnect', () => clearTimeout(timer));
}
