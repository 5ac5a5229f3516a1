import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { surviveConnectionErrors } from './connection-errors';
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

/** `memory://` opens a throw-away in-memory PGlite (tests). */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true };

/** How long a request waits for a new connection to PostgreSQL before it is answered 503. */
const CONNECT_TIMEOUT_MS = 3000;

export async function openDatabase(target: DatabaseTarget, options: { logger?: Logger } = {}): Promise<Database> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const log = options.logger?.child({ component: 'database' });
    // The requests that used the connection are answered 503 (app.ts): log the event once, ids only.
    surviveConnectionErrors(pool, (error) =>
      log?.warn({ code: (error as { code?: string }).code }, 'database connection lost'),
    );
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const releaseLock = 'dataDir' in target ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = 'dataDir' in target ? new PGlite(path.join(target.dataDir, 'pglite')) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
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
