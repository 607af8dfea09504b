import type pg from 'pg';

/** True when the database answers a trivial query now; any failure counts as not answering. */
export async function databaseAnswers(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
