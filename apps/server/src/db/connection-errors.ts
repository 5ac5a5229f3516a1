import type pg from 'pg';

/** What a client is told to wait before retrying while the database is unreachable (`Retry-After`, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors when the database's host does not answer or drops the connection. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own codes: class 08 (connection exception), 57P01-57P03 (terminated by an administrator, a crash,
 * or the server is starting or stopping), 53300 (too many connections).
 */
const isUnavailableSqlState = (code: string) => code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';

/** What node-postgres says when the socket went away or never came (it has no code for them). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

/** A database that is not available right now (no SQL error): retried later, the client gets 503. */
export class DatabaseUnavailableError extends Error {
  readonly retryAfterSeconds: number = DATABASE_RETRY_AFTER_SECONDS;
}

/** Too many requests already wait for the embedded database (db/database-gate.ts): retry in a second. */
export class DatabaseBusyError extends DatabaseUnavailableError {
  override readonly retryAfterSeconds = 1;
}

/** The `Retry-After` (seconds) for an error that `isDatabaseUnavailable` accepts. */
export function retryAfterOf(error: unknown): number {
  return error instanceof DatabaseUnavailableError ? error.retryAfterSeconds : DATABASE_RETRY_AFTER_SECONDS;
}

/**
 * Whether `error` (or one of its causes: Drizzle wraps the driver's error) means the database could not be
 * reached or dropped the connection, as opposed to an error of the query itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_ERRORS.has(code) || isUnavailableSqlState(code))) return true;
    const { message } = current;
    if (UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Every connection of `pool` survives an error. node-postgres emits `error` on an idle client through the pool,
 * and on a checked-out client on the client itself: without a listener, either one ends the process (a restart
 * of PostgreSQL, `pg_terminate_backend`, `idle_session_timeout`). The query in flight fails on its own (the
 * server rolls its transaction back) and the broken client is discarded when its holder releases it.
 * `releaseHeldClients`: for a holder that never releases a client on error (the realtime adapter's LISTEN
 * connection), give it back to the pool, which discards it, instead of leaking a place in the pool.
 */
export function surviveConnectionErrors(
  pool: pg.Pool,
  onError: (error: Error) => void,
  options: { releaseHeldClients?: boolean } = {},
): void {
  pool.on('error', onError);
  pool.on('connect', (client) => {
    let released = false;
    client.on('error', (error) => {
      // Another listener (the pool's for an idle client, `pool.query`'s own) handles it and releases the client.
      if (client.listenerCount('error') > 1) return;
      onError(error);
      if (options.releaseHeldClients && !released) {
        released = true;
        client.release(error);
      }
    });
  });
}
