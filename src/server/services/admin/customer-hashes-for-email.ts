import type pg from 'pg';
import { notFound } from '../../lib/app-error.ts';

/** The customer hashes of the account with this email (any case); 404 when there is no such account. */
export async function customerHashesForEmail(pool: pg.Pool, email: string): Promise<string[]> {
  const result = await pool.query<{ customer_hash: string | null }>(
    `SELECT m.customer_hash FROM users u LEFT JOIN customer_mapping m ON m.user_id = u.id WHERE u.email = $1`,
    [email.trim().toLowerCase()],
  );
  if (result.rows.length === 0) throw notFound(`No account found for ${email}`);
  return result.rows.flatMap((row) => (row.customer_hash ? [row.customer_hash] : []));
}
