import { AUTH_PAGE_MARKER, CUSTOMER_HASH_MIN_LENGTH } from '#shared/constants.ts';
import { readStorage } from './storage.ts';

const STORAGE_KEY = 'customerHash';

/**
 * The customer hash to send with requests, or null when there is none to send (spec sections 4, 5, 7).
 * Only the stored value for now; the embedding issue adds the rest of the resolution order.
 */
export function getCustomerHash(): string | null {
  const stored = readStorage(STORAGE_KEY);
  if (!stored || stored === AUTH_PAGE_MARKER) return null;
  if (stored.length < CUSTOMER_HASH_MIN_LENGTH) return null;
  return stored;
}
