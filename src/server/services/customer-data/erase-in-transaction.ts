import type pg from 'pg';
import type { Deps } from '../../deps.ts';

/**
 * Runs `erase` in one transaction on its own connection (photos' bytes go with their rows, by cascade, so
 * nothing is left to remove afterwards) and answers what `erase` answered.
 */
export async function eraseInTransaction<T>(
  deps: Pick<Deps, 'pool'>,
  erase: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await deps.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await erase(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
