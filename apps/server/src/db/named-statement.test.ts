import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-server';
import { poolOf } from './client';
import { namedStatement } from './named-statement';

/** ADR 066: a statement parsed and planned once per connection, on both databases. */
describe('namedStatement', () => {
  let test: TestDatabase;
  const double = namedStatement<{ doubled: number }>(
    'test_double',
    sql`select ${sql.placeholder('n')}::int * 2 as doubled`,
  );

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.database.close();
    await test?.drop();
  });

  it('runs again with other values', async () => {
    expect(await double(test.database.db, { n: 2 })).toEqual([{ doubled: 4 }]);
    expect(await double(test.database.db, { n: 21 })).toEqual([{ doubled: 42 }]);
  });

  it('runs on a connection that replaced one closed after an error (PGlite keeps one session for all)', async () => {
    await double(test.database.db, { n: 1 });
    const pool = poolOf(test.database.db);
    if (!pool) throw new Error('no pool');
    // Every connection of the pool is closed, as after a connection error: the next query opens a new one, on
    // which node-postgres parses the statement again.
    const clients = await Promise.all(Array.from({ length: pool.totalCount || 1 }, () => pool.connect()));
    for (const client of clients) client.release(true);
    expect(await double(test.database.db, { n: 5 })).toEqual([{ doubled: 10 }]);
  });

  it('refuses to run inside a transaction (its connection is not the pool)', async () => {
    await expect(test.database.db.transaction((tx) => double(tx, { n: 1 }))).rejects.toThrow(
      /not inside a transaction/,
    );
  });
});
