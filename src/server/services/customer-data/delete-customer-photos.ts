import type { Deps } from '../../deps.ts';
import type { CustomerScope } from './customer-scope.ts';
import { eraseThenDeleteFiles } from './erase-then-delete-files.ts';

/**
 * Deletes every photo of a customer: the rows (and the sessions' links to them) in one transaction, then
 * the files and thumbnails. Sessions stay. Returns how many photos went.
 */
export async function deleteCustomerPhotos(
  deps: Pick<Deps, 'pool' | 'config'>,
  scope: CustomerScope,
): Promise<number> {
  return eraseThenDeleteFiles(deps, async (client) => {
    const removed = await client.query<{ file_name: string }>(
      'DELETE FROM photos WHERE customer_hash = ANY($1::text[]) RETURNING file_name',
      [scope.hashes],
    );
    await client.query(
      'UPDATE sessions SET image_url = NULL WHERE customer_hash = ANY($1::text[]) AND image_url IS NOT NULL',
      [scope.hashes],
    );
    return removed.rows.map((row) => row.file_name);
  });
}
