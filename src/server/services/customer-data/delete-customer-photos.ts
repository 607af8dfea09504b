import type { Deps } from '../../deps.ts';
import type { CustomerScope } from './customer-scope.ts';
import { eraseInTransaction } from './erase-in-transaction.ts';

/**
 * Deletes every photo of a customer, with their bytes and the sessions' links to them, in one transaction.
 * Sessions stay. Returns how many photos went.
 */
export async function deleteCustomerPhotos(deps: Pick<Deps, 'pool'>, scope: CustomerScope): Promise<number> {
  return eraseInTransaction(deps, async (client) => {
    const removed = await client.query('DELETE FROM photos WHERE customer_hash = ANY($1::text[])', [
      scope.hashes,
    ]);
    await client.query(
      'UPDATE sessions SET image_url = NULL WHERE customer_hash = ANY($1::text[]) AND image_url IS NOT NULL',
      [scope.hashes],
    );
    return removed.rowCount ?? 0;
  });
}
