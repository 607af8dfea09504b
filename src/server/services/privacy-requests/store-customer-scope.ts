import { inArray } from 'drizzle-orm';
import { customerMapping } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';
import { type CustomerScope, customerScope } from '../customer-data/customer-scope.ts';
import { storeCustomerHashes } from './store-customer-hashes.ts';

/**
 * Everything of a Shopify customer here: the hashes of theirs the server recorded, and the account one of
 * them is linked to (a linked store identity is that account). Null when the customer never used the tracker.
 */
export async function storeCustomerScope(
  deps: Pick<Deps, 'db' | 'config'>,
  shopDomain: string,
  customerId: string,
): Promise<CustomerScope | null> {
  const candidates = storeCustomerHashes(deps.config.store, shopDomain, customerId);
  if (candidates.length === 0) return null;
  const known = await deps.db
    .select({ customerHash: customerMapping.customerHash })
    .from(customerMapping)
    .where(inArray(customerMapping.customerHash, candidates));
  if (known.length === 0) return null;
  const hashes = new Set<string>();
  let userId: string | null = null;
  for (const { customerHash } of known) {
    const scope = await customerScope(deps, { customerHash, userId: null });
    for (const hash of scope.hashes) hashes.add(hash);
    userId ??= scope.userId;
  }
  return { hashes: [...hashes], userId };
}
