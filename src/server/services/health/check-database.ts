import type { Deps } from '../../deps.ts';

/** True when the database answers a trivial query. */
export async function checkDatabase(deps: Pick<Deps, 'pool'>): Promise<boolean> {
  try {
    await deps.pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
