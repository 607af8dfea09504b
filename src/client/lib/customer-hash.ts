import { AUTH_PAGE_MARKER, CUSTOMER_HASH_MIN_LENGTH } from '#shared/constants.ts';
import { readStorage, writeStorage } from './storage.ts';

/** Where the customer hash came from (spec section 4); 'cookie' arrives with the embedding issue. */
export type CustomerHashSource = 'localStorage' | 'url' | 'user' | 'none';

export interface CustomerHashInputs {
  /** localStorage item customerHash. */
  stored: string | null;
  /** The page's query string, e.g. window.location.search. */
  search: string;
  /** The signed-in user's hash from GET /api/user/customer-hash, if known. */
  userHash: string | null;
}

export interface ResolvedCustomerHash {
  customerHash: string | null;
  source: CustomerHashSource;
  /** A hash taken from the URL that should be stored (spec: "stored on receipt"). */
  toStore: string | null;
}

export const STORAGE_KEY = 'customerHash';
const QUERY_PARAMS = ['customer_hash', 'customerHash'] as const;

/** A usable hash: at least 3 characters and not the auth-page marker (spec sections 4 and 5). */
export function isUsableHash(value: string | null | undefined): value is string {
  const trimmed = value?.trim();
  return !!trimmed && trimmed.length >= CUSTOMER_HASH_MIN_LENGTH && trimmed !== AUTH_PAGE_MARKER;
}

/** The resolution order of spec section 4, steps 1-3: browser storage, then the URL, then the user's. */
export function resolveCustomerHash({ stored, search, userHash }: CustomerHashInputs): ResolvedCustomerHash {
  if (isUsableHash(stored)) return { customerHash: stored.trim(), source: 'localStorage', toStore: null };
  const params = new URLSearchParams(search);
  for (const name of QUERY_PARAMS) {
    const value = params.get(name);
    if (isUsableHash(value)) return { customerHash: value.trim(), source: 'url', toStore: value.trim() };
  }
  if (isUsableHash(userHash)) return { customerHash: userHash.trim(), source: 'user', toStore: null };
  return { customerHash: null, source: 'none', toStore: null };
}

// The signed-in user's hash lives only in memory (never stored), set by the hook's fetcher.
let userCustomerHash: string | null = null;

/** Remembers (or, with null, forgets) the signed-in user's hash for the request helper. */
export function setUserCustomerHash(hash: string | null): void {
  userCustomerHash = hash;
}

/** Resolves against the current page and storage, storing a hash that arrived in the URL. */
export function currentCustomerHash(): ResolvedCustomerHash {
  const resolved = resolveCustomerHash({
    stored: readStorage(STORAGE_KEY),
    search: typeof window === 'undefined' ? '' : (window.location?.search ?? ''),
    userHash: userCustomerHash,
  });
  if (resolved.toStore) writeStorage(STORAGE_KEY, resolved.toStore);
  return resolved;
}

/** The customer hash to send with requests, or null when there is none to send (spec sections 4, 5, 7). */
export function getCustomerHash(): string | null {
  return currentCustomerHash().customerHash;
}
