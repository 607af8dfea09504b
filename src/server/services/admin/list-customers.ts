import type pg from 'pg';
import type { CustomerPage, CustomerSummary } from '#shared/schemas/admin.ts';
import { CUSTOMERS_SQL, type CustomerRow } from './customers-query.ts';

/** One page of customers with session and measurement counts and last activity, newest activity first. */
export async function listCustomers(pool: pg.Pool, page: number, pageSize: number): Promise<CustomerPage> {
  const result = await pool.query<CustomerRow & { total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM (${CUSTOMERS_SQL}) customers
      ORDER BY last_activity DESC NULLS LAST, customer_hash LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const total = result.rows[0]?.total ?? (page === 1 ? 0 : await countCustomers(pool));
  const customers: CustomerSummary[] = result.rows.map((row) => ({
    key: row.customer_hash,
    customerHash: row.customer_hash,
    email: row.email,
    username: row.username,
    sessionCount: row.session_count,
    measurementCount: row.measurement_count,
    lastActivity: row.last_activity ? row.last_activity.toISOString() : null,
  }));
  return { customers, total, page, pageSize };
}

async function countCustomers(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${CUSTOMERS_SQL}) c`,
  );
  return result.rows[0]?.total ?? 0;
}
