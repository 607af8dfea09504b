import type { Deps } from '../../deps.ts';
import { deletePhotoFiles } from '../photos/photo-files.ts';
import type { CustomerScope } from './customer-scope.ts';

/**
 * Deletes every photo of a customer: the rows (and the sessions' links to them) in one transaction, then
 * the files and thumbnails. Sessions stay. Returns how many photos went.
 */
export async function deleteCustomerPhotos(
  deps: Pick<Deps, 'pool' | 'config'>,
  scope: CustomerScope,
): Promise<number> {
  const client = await deps.pool.connect();
  let fileNames: string[] = [];
  try {
    await client.query('BEGIN');
    const removed = await client.query<{ file_name: string }>(
      'DELETE FROM photos WHERE customer_hash = ANY($1::text[]) RETURNING file_name',
      [scope.hashes],
    );
    fileNames = removed.rows.map((row) => row.file_name);
    await client.query(
      'UPDATE sessions SET image_url = NULL WHERE customer_hash = ANY($1::text[]) AND image_url IS NOT NULL',
      [scope.hashes],
    );
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
