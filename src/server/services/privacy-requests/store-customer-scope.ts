import { and, eq, inArray } from 'drizzle-orm';
import { shopDomainOf } from '../../customers/shopify-identity.ts';
import { customerMapping } from '../../db/schema/accounts.ts';
import { shopifyCustomers } from '../../db/schema/store-and-privacy.ts';
import type { Deps } from '../../deps.ts';
import { type CustomerScope, customerScope } from '../customer-data/customer-scope.ts';
import { storeCustomerHashes } from './store-customer-hashes.ts';

/**
 * Everything of a Shopify customer here: their one hash (`shopify_customers`, docs/decisions/064) and the
 * hashes they had before it, as the server recorded them, and the account one of them is linked to (a linked store identity is that account). Null when the customer never used the tracker.
 */
export async function storeCustomerScope(
  deps: Pick<Deps, 'db' | 'config'>,
  shopDomain: string,
  customerId: string,
): Promise<CustomerScope | null> {
  const shop = shopDomainOf(shopDomain) ?? shopDomain;
  const [identity] = await deps.db
    .select({ customerHash: shopifyCustomers.customerHash })
    .from(shopifyCustomers)
    .where(and(eq(shopifyCustomers.shopDomain, shop), eq(shopifyCustomers.customerId, customerId)));
  const candidates = [
    ...(identity ? [identity.customerHash] : []),
    ...storeCustomerHashes(deps.config.store, shop, customerId),
  ];
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
