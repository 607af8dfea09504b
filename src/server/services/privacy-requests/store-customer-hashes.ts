import type { Config } from '../../config.ts';
import { legacyShopifyHashes } from '../../customers/shopify-identity.ts';

/**
 * The customer hashes a Shopify customer could have had before one identity (docs/decisions/064): the one a
 * store proof gave (the theme signs the customer id with the shared secret) and the one the app proxy gave
 * (shop and customer id, app secret).
 */
export function storeCustomerHashes(
  store: Pick<Config['store'], 'sharedSecret' | 'appSecret' | 'platform'>,
  shopDomain: string,
  customerId: string,
): string[] {
  const { embed, proxy } = legacyShopifyHashes(store, shopDomain, customerId);
  return [embed, proxy].filter((hash): hash is string => hash !== null);
}
