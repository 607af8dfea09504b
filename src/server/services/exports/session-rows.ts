import type pg from 'pg';
import { queryRows } from './query-rows.ts';

export type ExportRow = {
  id: number;
  username: string | null;
  name: string | null;
  customer_hash: string;
  date: Date;
  /** A measurement entry's calendar day. */
  day: string | null;
  device: string;
  duration: number;
  weight: string | null;
  notes: string | null;
  length: string | null;
  girth: string | null;
  measurement_unit: string;
  file_name: string | null;
};

/** Sessions for export, oldest first per customer; all customers when `customerHashes` is null. */
export function exportSessionRows(pool: pg.Pool, customerHashes: string[] | null) {
  return queryRows<ExportRow>(
    pool,
    `SELECT s.id, u.username, u.name, s.customer_hash, s.date, s.day::text AS day, s.device, s.duration, s.weight, s.notes,
            s.length, s.girth, s.measurement_unit, p.file_name
       FROM sessions s
       LEFT JOIN customer_mapping m ON m.customer_hash = s.customer_hash
       LEFT JOIN users u ON u.id = m.user_id
       LEFT JOIN photos p ON p.session_id = s.id
      WHERE $1::text[] IS NULL OR s.customer_hash = ANY($1::text[])
      ORDER BY s.customer_hash, s.date, s.id`,
    [customerHashes],
  );
}
