import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

// The server's own bookkeeping: idempotency keys, rate-limit counts, scheduled job runs.

/**
 * Idempotency keys (docs/decisions/023): a customer's write sent with an `Idempotency-Key` header, claimed
 * before it runs and answered again from here when it is repeated. `status` and `response` stay null
 * while the first request runs; `fingerprint` is the SHA-256 of its params, query and body (a photo by its
 * SHA-256, never its bytes). Kept IDEMPOTENCY_KEY_RETENTION_DAYS, then removed by the retention sweep.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerHash: text('customer_hash').notNull(),
    key: text('key').notNull(),
    /** `METHOD /path/:param` of the contract. */
    route: text('route').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    response: jsonb('response'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerHash, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * Request counts of the rate limits (docs/decisions/028), shared by every app process: one row per limit
 * and client (`key` is the route or group, then the client's IP), counting until `window_ends_at`. Each
 * request is one upsert; rows whose window has ended are removed by the 10-minute housekeeping. Not used
 * when REDIS_URL is set (the counts are then kept in Redis).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (table) => [index('rate_limits_window_idx').on(table.windowEndsAt)],
);

/**
 * When each scheduled job last started (docs/decisions/028): a process runs a job only when it moves
 * `started_at` forward itself, so the housekeeping and the retention sweep run once per period across
 * every app process.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamptz('started_at').notNull(),
});
