import { getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows of `query` as one JSON array (`[]` when none), to select next to other columns so that one statement
 * reads a record and its lists; keys are the database column names, as `row_to_json` writes them.
 */
export function jsonRows(query: SQLWrapper | SQL): SQL<unknown> {
  return sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;
}

/**
 * Rows of `table` read back from `jsonRows` (keys are column names): each value goes through its column's own
 * driver mapping, so a timestamp becomes a Date as in a plain select and the views of the features apply unchanged.
 */
export function rowsFromJson<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  if (!Array.isArray(value)) return [];
  const columns = Object.entries(getTableColumns(table));
  return value.map((item: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const raw = item[column.name];
      row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
    }
    return row;
  });
}
