import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResultRow } from 'pg';
import { poolOf, type Db } from './client';

/**
 * A statement that the database parses and plans once per connection, then only binds and executes (a named
 * prepared statement of node-postgres; ADR 066). Drizzle's `execute` sends its text unnamed, so PostgreSQL and PGlite
 * parse, analyse and plan it again on every call: a few milliseconds for a statement of many CTEs, which on the
 * embedded PGlite (WASM, one thread) costs as much as running it. The SQL is built once, with `sql.placeholder(...)`
 * for what changes between calls; the rows come back as node-postgres parses them (no drizzle mapping). Runs on the
 * database itself, never inside a transaction (named statements belong to the pool's connections).
 */
export function namedStatement<Row extends QueryResultRow>(name: string, query: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const pool = poolOf(db);
    if (!pool) throw new Error(`the statement ${name} runs on the database, not inside a transaction`);
    const result = await pool.query<Row>({ name, text, values: fillPlaceholders(params, values) });
    return result.rows;
  };
}
