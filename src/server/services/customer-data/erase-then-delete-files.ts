import type pg from 'pg';
import type { Deps } from '../../deps.ts';
import { deletePhotoFiles } from '../photos/photo-files.ts';

/**
 * Runs `erase` in one transaction on its own connection; it answers the photo files its rows named. Once
 * committed, those files and their thumbnails are removed from disk (never before: a rolled-back erase
 * keeps them). Returns how many photo files went.
 */
export async function eraseThenDeleteFiles(
  deps: Pick<Deps, 'pool' | 'config'>,
  erase: (client: pg.PoolClient) => Promise<string[]>,
): Promise<number> {
  const client = await deps.pool.connect();
  let fileNames: string[] = [];
  try {
    await client.query('BEGIN');
    fileNames = await erase(client);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
  await deletePhotoFiles(deps.config, fileNames);
  return fileNames.length;
}
