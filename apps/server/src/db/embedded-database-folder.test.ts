import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './client';

/** Both databases are reached through node-postgres: `execute` answers its `QueryResult`. */
const rowsOf = async <Row>(db: Db, query: SQL) => ((await db.execute(query)) as { rows: Row[] }).rows;

/**
 * ADR 066: the embedded database on a data folder (the server's own, not the tests' in-memory copies). A new folder
 * is created by a first thread ended at once, then served; PostgreSQL's page cache inside PGlite is 32 MB.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database on a data folder', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('creates a new folder, serves it, and opens it again with what was written', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'embedded-folder-'));
    folders.push(dataDir);
    const first = await openDatabase({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      await first.db.execute(sql`create table kept (n int)`);
      await first.db.execute(sql`insert into kept values (7)`);
      expect(await rowsOf<{ shared_buffers: string }>(first.db, sql`show shared_buffers`)).toEqual([
        { shared_buffers: '32MB' },
      ]);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    try {
      expect(await rowsOf<{ n: number }>(again.db, sql`select n from kept`)).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
