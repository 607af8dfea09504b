import type pg from 'pg';
import type { CustomerScope } from '../services/customer-data/customer-scope.ts';
import { CUSTOMER_TABLES } from '../services/customer-data/customer-tables.ts';
import { queryOwned } from '../services/customer-data/owned-query.ts';

/** How many rows of one customer each table of the registry holds (security logs: still naming them). */
export async function customerRowCounts(
  pool: pg.Pool,
  scope: CustomerScope,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entry of CUSTOMER_TABLES) {
    const result = await queryOwned(
      pool,
      entry,
      scope,
      (where) => `SELECT count(*)::int AS n FROM ${entry.table} WHERE ${where}`,
    );
    counts[entry.table] = (result?.rows[0] as { n: number } | undefined)?.n ?? 0;
  }
  return counts;
}
