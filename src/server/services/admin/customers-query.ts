import { MEASUREMENT_DEVICE } from '#shared/devices.ts';

/** The measurement entries' device as an SQL literal (a constant of ours, quotes doubled all the same). */
const MEASUREMENT = `'${MEASUREMENT_DEVICE.replaceAll("'", "''")}'`;

/**
 * Every customer: each hash in customer_mapping, plus hashes that only appear in sessions (open mode),
 * with its account (if any), its training sessions counted as the customer's own Sessions tile counts them
 * (measurement entries left out), its measurement entries apart, and its last activity (any entry). One
 * SQL statement.
 */
export const CUSTOMERS_SQL = `
  WITH customers AS (
    SELECT customer_hash, user_id FROM customer_mapping
    UNION ALL
    SELECT DISTINCT s.customer_hash, NULL::text FROM sessions s
     WHERE NOT EXISTS (SELECT 1 FROM customer_mapping m WHERE m.customer_hash = s.customer_hash)
  )
  SELECT c.customer_hash, u.email, u.username, u.name, u.email_verified, u.created_at,
         count(s.id) FILTER (WHERE s.device <> ${MEASUREMENT} AND s.duration > 0)::int AS session_count,
         count(s.id) FILTER (WHERE s.device = ${MEASUREMENT})::int AS measurement_count,
         max(s.date) AS last_activity
    FROM customers c
    LEFT JOIN users u ON u.id = c.user_id
    LEFT JOIN sessions s ON s.customer_hash = c.customer_hash
   GROUP BY c.customer_hash, u.email, u.username, u.name, u.email_verified, u.created_at`;

export type CustomerRow = {
  customer_hash: string;
  email: string | null;
  username: string | null;
  name: string | null;
  email_verified: boolean | null;
  created_at: Date | null;
  session_count: number;
  measurement_count: number;
  last_activity: Date | null;
};
