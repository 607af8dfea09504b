import type pg from 'pg';
import { CUSTOMERS_SQL, type CustomerRow } from '../admin/customers-query.ts';
import { isoDay, textCell } from './csv-cells.ts';
import { queryRows } from './query-rows.ts';

/** The user list columns: no password, token or lockout field. Hash-only customers have empty account cells. */
export const USER_CSV_COLUMNS = [
  'Username',
  'Name',
  'Email',
  'Email Verified',
  'Customer Hash',
  'Sessions',
  'Measurement Entries',
  'Last Activity',
  'Created',
] as const;

export const userRows = (pool: pg.Pool) =>
  queryRows<CustomerRow>(
    pool,
    `SELECT * FROM (${CUSTOMERS_SQL}) c ORDER BY created_at NULLS LAST, customer_hash`,
  );

export function userRecord(row: CustomerRow): string[] {
  return [
    row.username ?? '',
    row.name ?? '',
    row.email ?? '',
    row.email === null ? '' : row.email_verified ? 'yes' : 'no',
    row.customer_hash,
    String(row.session_count),
    String(row.measurement_count),
    row.last_activity ? isoDay(row.last_activity) : '',
    row.created_at ? isoDay(row.created_at) : '',
  ].map(textCell);
}
