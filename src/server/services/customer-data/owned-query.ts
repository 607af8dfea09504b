import type pg from 'pg';
import type { CustomerScope } from './customer-scope.ts';
import { type CustomerTable, ownedRows } from './customer-tables.ts';

/**
 * The WHERE clause and values for a table's rows of one customer, with only the parameters it uses (an
 * unused one has no type PostgreSQL can infer). Null when the table can hold none of theirs (no account).
 */
export function ownedWhere(
  entry: CustomerTable,
  scope: CustomerScope,
): { where: string; values: unknown[] } | null {
  const condition = ownedRows(entry);
  if (condition.includes('$2')) {
    if (!scope.userId) return null;
    return { where: condition.replaceAll('$2', '$1'), values: [scope.userId] };
  }
  return { where: condition, values: [scope.hashes] };
}

/** Runs `sql` with `{where}` filled in for a table's rows of one customer; no query when there are none. */
export async function queryOwned(
  client: pg.PoolClient | pg.Pool,
  entry: CustomerTable,
  scope: CustomerScope,
  sql: (where: string) => string,
): Promise<pg.QueryResult | null> {
  const owned = ownedWhere(entry, scope);
  if (!owned) return null;
  return client.query(sql(owned.where), owned.values);
}
