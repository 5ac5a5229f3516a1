import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { surviveConnectionErrors } from './connection-errors';
import { startPgliteThread } from './pglite-thread';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dataDir} is used by another process (pid ${pid}).`);
  }
}

/** A throw-away in-memory PGlite (tests), fresh or started from the dump file of a migrated one (`template`). */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true; template?: string };

/** How long a request waits for a new connection to PostgreSQL before it is answered 503. */
const CONNECT_TIMEOUT_MS = 3000;

export async function openDatabase(target: DatabaseTarget, options: { logger?: Logger } = {}): Promise<Database> {
  const log = options.logger?.child({ component: 'database' });
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    return overPool(pool, 'postgres', log, () => pool.end());
  }
  const releaseLock = 'dataDir' in target ? lockDataDir(target.dataDir) : () => {};
  try {
    // PGlite runs one query at a time in its own thread (ADR 019): one connection, so that two requests'
    // transactions never interleave on its single session; the API's gate (database-gate.ts) bounds the wait.
    const files =
      'dataDir' in target
        ? { dataDir: path.join(target.dataDir, 'pglite'), template: null }
        : { dataDir: null, template: target.template ?? null };
    const thread = await startPgliteThread(files, (code) => {
      log?.fatal({ code }, 'embedded database stopped');
      process.exit(1);
    });
    // Every connection reaches the same PGlite session, where the named statements of a connection replaced after
    // an error still exist: a new connection starts without them, as node-postgres expects (`named-statement.ts`).
    // pg-pool waits for `onConnect`'s promise before handing the connection out (its types say `void`).
    const options: pg.PoolConfig & { onConnect: (client: pg.PoolClient) => Promise<void> } = {
      host: thread.socketDir,
      port: thread.socketPort,
      user: 'postgres',
      max: 1,
      onConnect: async (client) => {
        await client.query('deallocate all');
      },
    };
    const pool = new pg.Pool(options);
    return overPool(pool, 'pglite', log, async () => {
      // The socket server never closes a connection after its Terminate message: the pool's end completes when
      // the thread closes the sockets.
      const ended = pool.end();
      await thread.stop();
      await ended;
      releaseLock();
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * The node-postgres pool under a database's drizzle instance (drizzle's `$client`), for `named-statement.ts`;
 * `undefined` for a transaction's.
 */
export function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as Partial<Record<'$client', unknown>>).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Drizzle over a node-postgres pool whose connection errors never crash the process. */
function overPool(
  pool: pg.Pool,
  kind: Database['kind'],
  log: Logger | undefined,
  close: () => Promise<void>,
): Database {
  // The requests that used the connection are answered 503 (app.ts): log the event once, ids only.
  surviveConnectionErrors(pool, (error) =>
    log?.warn({ code: (error as { code?: string }).code }, 'database connection lost'),
  );
  const db = drizzlePg({ client: pool, schema });
  return { db, kind, migrate: () => migratePg(db, { migrationsFolder }), close };
}

/** PGlite allows one process per data folder: a lock file with our pid makes a second one fail clearly. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
