import type pg from 'pg';
import type { SessionsByCustomer } from '#shared/schemas/admin.ts';
import { presentSession, type SessionRow } from '../../presenters/session.ts';
import { queryRows } from '../exports/query-rows.ts';

/**
 * The newest `limit` sessions keyed by customer hash (GET /api/admin/sessions, the spec's shape), read
 * through a cursor so the rows are never all held twice.
 */
export async function listSessionsByCustomer(pool: pg.Pool, limit: number): Promise<SessionsByCustomer> {
  const byCustomer: SessionsByCustomer = {};
  const rows = queryRows<SessionRow>(
    pool,
    `SELECT id, customer_hash AS "customerHash", date, device, weight, duration, notes, image_url AS "imageUrl",
            completed, length, girth, measurement_unit AS "measurementUnit", day::text AS day
       FROM sessions ORDER BY date DESC, id DESC LIMIT $1`,
    [limit],
  );
  for await (const row of rows) {
    const sessions = byCustomer[row.customerHash] ?? [];
    sessions.push(presentSession(row));
    byCustomer[row.customerHash] = sessions;
  }
  return byCustomer;
}
