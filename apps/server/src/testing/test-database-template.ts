import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
import { ensureDefaultBuckets } from '../features/storage/storage-buckets';
import { ensureDefaultServices } from '../features/services/default-services';
import { ensureDefaultProtocols } from '../features/protocols/default-protocols';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every test file copies: a PGlite dump file, or a PostgreSQL database's name. */
    testDatabaseTemplate: string;
  }
}

/** Migrations and the rows the app expects (buckets, services, protocols): idempotent. */
export async function prepareTestDatabase(database: Database): Promise<void> {
  await database.migrate();
  await ensureDefaultBuckets(database.db);
  await ensureDefaultServices(database.db);
  await ensureDefaultProtocols(database.db);
}

/**
 * Vitest's global set-up of the server suite: migrates ONE database, which each test file then copies instead of
 * starting an empty PGlite and running every migration (about 5 s of each file's 10 s on this 2-core machine).
 * PGlite: a dump of the migrated in-memory database, loaded by each file's own PGlite. PostgreSQL
 * (`TEST_DATABASE_URL`): a `test_template_*` database each file's database is created from, dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
    await prepareTestDatabase(database);
    await database.close();
    project.provide('testDatabaseTemplate', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'sante-test-template-'));
  const pglite = new PGlite();
  const server = new PGLiteSocketServer({ db: pglite, path: path.join(folder, '.s.PGSQL.5432') });
  await server.start();
  const database = await openDatabase({ databaseUrl: `postgres://postgres@localhost/postgres?host=${folder}` });
  await prepareTestDatabase(database);
  await database.close();
  await server.stop();
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The same server's URL for another database. */
export function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
