import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { surviveConnectionErrors } from '../db/connection-errors';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';

/**
 * The adapter's table for the rare packet that cannot travel in a NOTIFY (over 8,000 bytes or binary), as its
 * documentation creates it; the adapter never creates it and deletes old rows from it every 30 s. Created here
 * with IF NOT EXISTS until a migration owns it (ADR 017).
 */
const ATTACHMENTS_TABLE = `create table if not exists socket_io_attachments (
  id bigserial unique,
  created_at timestamptz default now(),
  payload bytea
)`;

/** Whether this process shares its Socket.IO rooms with the other processes on the same PostgreSQL (ADR 017). */
export function usesPostgresAdapter(env: Env): boolean {
  return Boolean(env.DATABASE_URL) && env.REALTIME_ADAPTER !== 'none';
}

export type RealtimeAdapter = { adapter: ReturnType<typeof createAdapter>; close: () => Promise<void> };

/**
 * `@socket.io/postgres-adapter` on a pool of its own (one connection stays on LISTEN, the others send
 * `pg_notify`), so that an emit of one server process reaches the sockets held by the others.
 */
export function createPostgresAdapter(databaseUrl: string, logger: Logger): RealtimeAdapter {
  const log = logger.child({ component: 'realtime-adapter' });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, connectionTimeoutMillis: 3000 });
  // The LISTEN connection is held by the adapter, which never releases it on error: give it back to the pool
  // (discarded there), and the adapter, told by its `end`, listens again on a new one within 1 to 3 s.
  surviveConnectionErrors(pool, (error) => log.warn({ err: error.message }, 'realtime adapter connection error'), {
    releaseHeldClients: true,
  });
  pool.query(ATTACHMENTS_TABLE).catch((error: unknown) => {
    log.error({ err: (error as Error).message }, 'cannot create socket_io_attachments');
  });
  const adapter = createAdapter(pool, {
    errorHandler: (error) => log.warn({ err: error.message }, 'realtime adapter error'),
  });
  return { adapter, close: () => pool.end() };
}
