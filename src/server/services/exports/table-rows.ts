import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryRows } from './query-rows.ts';

// Dates and times come as PostgreSQL writes them, as Drizzle's own driver takes them, so each column's
// mapping reads them (a `date` column parsed by pg would be a local midnight, a day off west of UTC).
const { builtins } = pg.types;
const AS_TEXT = new Set<number>([builtins.TIMESTAMPTZ, builtins.TIMESTAMP, builtins.DATE, builtins.INTERVAL]);
const DRIVER_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The rows of a Drizzle select of every column of `table` (`db.select().from(table)...`), read through a
 * cursor (queryRows: memory stays flat however many there are), each as Drizzle's own queries give it.
 */
export async function* tableRows<T extends PgTable>(
  pool: pg.Pool,
  table: T,
  query: { toSQL(): { sql: string; params: unknown[] } },
): AsyncGenerator<T['$inferSelect']> {
  const { sql, params } = query.toSQL();
  const columns = Object.entries(getTableColumns(table));
  for await (const raw of queryRows<Record<string, unknown>>(pool, sql, params, DRIVER_TYPES)) {
    yield Object.fromEntries(
      columns.map(([key, column]) => {
        const value = raw[column.name];
        return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
      }),
    ) as T['$inferSelect'];
  }
}
