import type pg from 'pg';
import { queryRows } from '../exports/query-rows.ts';
import type { CustomerScope } from './customer-scope.ts';
import { CUSTOMER_TABLES } from './customer-tables.ts';
import { ownedWhere } from './owned-query.ts';

/**
 * data.json of a customer's export, as text chunks: every field of every row they own in every table of
 * the registry (secrets such as the password hash left out), one table after another, each read through a
 * cursor so memory stays flat.
 */
export async function* dataJsonChunks(
  pool: pg.Pool,
  scope: CustomerScope,
  now = new Date(),
): AsyncGenerator<string> {
  yield `{\n  "exportedAt": ${JSON.stringify(now.toISOString())},\n  "tables": {`;
  let firstTable = true;
  for (const entry of CUSTOMER_TABLES) {
    if (entry.private) continue;
    yield `${firstTable ? '' : ','}\n    ${JSON.stringify(entry.table)}: [`;
    firstTable = false;
    const owned = ownedWhere(entry, scope);
    if (owned) {
      const omit = entry.omit ?? [];
      const rows = queryRows<{ row: unknown }>(
        pool,
        `SELECT to_jsonb(t) - $${owned.values.length + 1}::text[] AS row FROM ${entry.table} t WHERE ${owned.where}`,
        [...owned.values, omit],
      );
      let first = true;
      for await (const { row } of rows) {
        yield `${first ? '' : ','}\n      ${JSON.stringify(row)}`;
        first = false;
      }
      if (!first) yield '\n    ';
    }
    yield ']';
  }
  yield '\n  }\n}\n';
}
