import type { Config } from '../../config.ts';
import { storeCustomerHash } from '../../store/signatures.ts';

/**
 * The customer hashes a Shopify customer can have here: the one a store proof gives (the theme signs the
 * customer id with the shared secret) and the one the app proxy gives (shop and customer id, app secret).
 */
export function storeCustomerHashes(
  store: Pick<Config['store'], 'sharedSecret' | 'appSecret' | 'platform'>,
  shopDomain: string,
  customerId: string,
): string[] {
  const hashes: string[] = [];
  if (store.sharedSecret) hashes.push(storeCustomerHash(store.sharedSecret, store.platform, customerId));
  if (store.appSecret)
    hashes.push(storeCustomerHash(store.appSecret, store.platform, `${shopDomain}:${customerId}`));
  return hashes;
}
