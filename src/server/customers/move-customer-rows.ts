import { type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';

export type Tx = Parameters<Parameters<Pick<Deps, 'db'>['db']['transaction']>[0]>[0];

type Move = (from: string, to: string) => SQL[];

/** Moves every row; nothing in the table can clash. */
const all =
  (table: string): Move =>
  (from, to) => [
    sql`UPDATE ${sql.identifier(table)} SET customer_hash = ${to} WHERE customer_hash = ${from}`,
  ];

/** Settings, not records: where the target has its own, the source's are dropped (the target's win). */
const targetWins =
  (table: string): Move =>
  (from, to) => [
    sql`UPDATE ${sql.identifier(table)} SET customer_hash = ${to} WHERE customer_hash = ${from}
          AND NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE customer_hash = ${to})`,
    sql`DELETE FROM ${sql.identifier(table)} WHERE customer_hash = ${from}`,
  ];

/** One row per customer and `key`: the source's move unless the target has one for that key. */
const perKey =
  (table: string, key: string): Move =>
  (from, to) => [
    sql`UPDATE ${sql.identifier(table)} t SET customer_hash = ${to} WHERE t.customer_hash = ${from}
          AND NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} o
                           WHERE o.customer_hash = ${to} AND o.${sql.identifier(key)} = t.${sql.identifier(key)})`,
    sql`DELETE FROM ${sql.identifier(table)} WHERE customer_hash = ${from}`,
  ];

/**
 * How each table with a `customer_hash` of the registry (customer-data/customer-tables.ts) moves a customer's
 * rows from one hash to another; `customer_mapping` is the caller's (it decides what the old hash becomes).
 * `move-customer-rows.int.test.ts` fails when a registered table is missing here. Rows hanging on a session or
 * a photo (check-ins, points, photo bytes) follow their parent, which keeps its id.
 */
export const HASH_MOVES: Record<string, Move> = {
  sessions: all('sessions'),
  photos: all('photos'),
  photo_uploads: all('photo_uploads'),
  // One running timer per customer: the target's stays, the source's running one is discarded.
  session_timers: (from, to) => [
    sql`UPDATE session_timers SET status = 'discarded', ended_at = now(), paused_at = NULL
         WHERE customer_hash = ${from} AND status IN ('running', 'paused')
           AND EXISTS (SELECT 1 FROM session_timers WHERE customer_hash = ${to} AND status IN ('running', 'paused'))`,
    ...all('session_timers')(from, to),
  ],
  customer_settings: targetWins('customer_settings'),
  weekly_goals: targetWins('weekly_goals'),
  rest_plans: targetWins('rest_plans'),
  measure_targets: perKey('measure_targets', 'point'),
  reminder_deliveries: perKey('reminder_deliveries', 'local_date'),
  idempotency_keys: perKey('idempotency_keys', 'key'),
  // Records of consent: the source's versions join the target's (a version both accepted is kept once).
  customer_consents: (from, to) => [
    sql`WITH gone AS (DELETE FROM customer_consents WHERE customer_hash = ${from}
                      RETURNING kind, version, accepted_at)
        INSERT INTO customer_consents (customer_hash, kind, version, accepted_at)
        SELECT ${to}, kind, version, accepted_at FROM gone ON CONFLICT DO NOTHING`,
  ],
  store_sessions: all('store_sessions'),
  photo_access_audit: all('photo_access_audit'),
  shopify_customers: all('shopify_customers'),
  customer_merges: (from, to) => [
    sql`UPDATE customer_merges m SET customer_hash = ${to} WHERE m.customer_hash = ${from}
          AND NOT EXISTS (SELECT 1 FROM customer_merges o WHERE o.customer_hash = ${to} AND o.merged_hash = m.merged_hash)`,
    sql`DELETE FROM customer_merges WHERE customer_hash = ${from}`,
  ],
};

/**
 * What names the identity rather than holding the customer's data: it stays on a hash that stays (a store
 * hash linked to an account acts as the account), and moves only when the old hash goes away.
 */
const IDENTITY_TABLES = new Set(['store_sessions', 'shopify_customers', 'customer_merges']);

/**
 * Moves everything a customer hash holds to another hash, inside the caller's transaction: sessions with
 * their check-ins and points, photos with their bytes, the routine, consents, audits; with `hashGoes`, also
 * its store sessions and Shopify identity (the caller then removes the old hash's mapping). Where both have
 * a setting the target's wins. Returns the rows moved per table.
 */
export async function moveCustomerRows(
  tx: Tx,
  from: string,
  to: string,
  { hashGoes = false } = {},
): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  if (from === to) return moved;
  for (const [table, move] of Object.entries(HASH_MOVES)) {
    if (!hashGoes && IDENTITY_TABLES.has(table)) continue;
    let count = 0;
    for (const statement of move(from, to)) count += (await tx.execute(statement)).rowCount ?? 0;
    if (count > 0) moved[table] = count;
  }
  return moved;
}
