import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from '../app-context';
import type { Env } from '../env';
import { callsPaymentProvider } from '../features/payments/payment-provider-routes';
import { isFileUpload } from '../features/storage/upload-routes';
import { DatabaseBusyError } from './connection-errors';

export type DatabaseGate = {
  /** Waits for a turn (FIFO); throws `DatabaseBusyError` when the queue is full or the wait too long. */
  enter: () => Promise<() => void>;
};

/**
 * Bounded queueing in front of a database that runs one query at a time (the embedded PGlite, ADR 019):
 * `maxActive` requests at once, `maxQueued` more waiting in order for at most `timeoutMs`; beyond that a
 * request is refused at once, rather than every request waiting behind all the others until clients time out.
 */
export function createDatabaseGate(options: {
  maxActive: number;
  maxQueued: number;
  timeoutMs: number;
  /** Milliseconds, monotonic (tests give their own). */
  now?: () => number;
}): DatabaseGate {
  const now = options.now ?? (() => performance.now());
  let active = 0;
  const queue: Array<{ admit: () => void }> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next.admit();
    else active--;
  };
  const releaseOnce = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    enter: async () => {
      if (active < options.maxActive) {
        active++;
        return releaseOnce();
      }
      if (queue.length >= options.maxQueued) throw new DatabaseBusyError();
      const queuedAt = now();
      await new Promise<void>((resolve, reject) => {
        const entry = {
          admit: () => {
            clearTimeout(timer);
            // A busy event loop fires the timer late, so the wait is checked here too.
            if (now() - queuedAt <= options.timeoutMs) return resolve();
            release();
            reject(new DatabaseBusyError());
          },
        };
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1);
          reject(new DatabaseBusyError());
        }, options.timeoutMs);
        queue.push(entry);
      });
      return releaseOnce();
    },
  };
}

/** The gate as API middleware on the embedded database; a no-op on PostgreSQL (its pool bounds the wait). */
export function databaseGate(env: Env): MiddlewareHandler<AppBindings> {
  if (!env.embedded) return (_c, next) => next();
  const gate = createDatabaseGate({
    maxActive: env.DB_MAX_ACTIVE_REQUESTS,
    maxQueued: env.DB_MAX_QUEUED_REQUESTS,
    timeoutMs: env.DB_QUEUE_TIMEOUT_MS,
  });
  return async (c, next) => {
    // The bare health check never touches the database: it must answer even when the queue is full. A file upload
    // spends most of its time receiving bytes (minutes on 3G), a payment waits on its provider (up to 15 s):
    // holding a turn meanwhile would let a few slow clients or a hanging provider refuse everyone else.
    const { method, path } = c.req;
    if (path === '/api/health' || isFileUpload(method, path) || callsPaymentProvider(method, path)) return next();
    // Any other body (within the JSON limit) is received before the turn is taken, for the same reason. The
    // handler reads it from Hono's cache; a body that fails to arrive fails there, as it would have without this.
    if (c.req.raw.body) await c.req.arrayBuffer().catch(() => undefined);
    const release = await gate.enter();
    try {
      await next();
    } finally {
      release();
    }
  };
}
