import { AUTH_PAGE_MARKER, CUSTOMER_HASH_MAX_LENGTH, CUSTOMER_HASH_MIN_LENGTH } from '#shared/constants.ts';
import { type CustomerLookup, type CustomerProof, proofFromParams } from '#shared/schemas/customer.ts';
import {
  type EmbeddingSource,
  readStoredCustomerHash,
  STORAGE_KEY,
  writeStoredCustomerHash,
} from './customer-hash-store.ts';

export { STORAGE_KEY };

/** Where the customer hash came from (spec section 4). */
export type CustomerHashSource = 'none' | 'localStorage' | 'url' | 'user' | 'cookie';

export interface CustomerHashInputs {
  /** localStorage item customerHash. */
  stored: string | null;
  /**
   * How the stored hash arrived (localStorage item customerHashSource: 'url' or 'cookie'), so that an
   * embedded customer stays 'Website Integration' after a navigation or reload. Unknown: 'localStorage'.
   */
  storedSource?: string | null;
  /** The page's query string, e.g. window.location.search. */
  search: string;
  /** The signed-in user's hash from GET /api/user/customer-hash, if known. */
  userHash: string | null;
  /** The reply of GET /api/customer/hash, if it was asked. */
  cookie?: CustomerLookup | null;
}

export interface ResolvedCustomerHash {
  customerHash: string | null;
  source: CustomerHashSource;
  /** A hash that should be stored now, under `source` (spec: URL hashes "stored on receipt", cookie
   * hashes only when the reply says authenticated). */
  toStore: string | null;
}

const QUERY_PARAMS = ['customer_hash', 'customerHash'] as const;
const NOTHING: ResolvedCustomerHash = { customerHash: null, source: 'none', toStore: null };

/**
 * A usable hash: at least 3 characters and not the auth-page marker (spec sections 4 and 5), and no longer
 * than the server accepts (a longer one would make every request a 400).
 */
export function isUsableHash(value: string | null | undefined): value is string {
  const trimmed = value?.trim();
  return (
    !!trimmed &&
    trimmed.length >= CUSTOMER_HASH_MIN_LENGTH &&
    trimmed.length <= CUSTOMER_HASH_MAX_LENGTH &&
    trimmed !== AUTH_PAGE_MARKER
  );
}

/** True for the sources that come from the embedding store page (the badge's 'Website Integration'). */
export function isEmbeddingSource(source: string | null | undefined): source is EmbeddingSource {
  return source === 'url' || source === 'cookie';
}

/**
 * The resolution order of spec section 4: 1. browser storage; 2. the URL's customer_hash or customerHash;
 * 3. the signed-in user's hash; 4. the cookie-based lookup. Pure: storing is the caller's job (toStore).
 */
export function resolveCustomerHash({
  stored,
  storedSource,
  search,
  userHash,
  cookie,
}: CustomerHashInputs): ResolvedCustomerHash {
  if (isUsableHash(stored)) {
    const source = isEmbeddingSource(storedSource) ? storedSource : 'localStorage';
    return { customerHash: stored.trim(), source, toStore: null };
  }
  const params = new URLSearchParams(search);
  for (const name of QUERY_PARAMS) {
    const value = params.get(name);
    if (isUsableHash(value)) return { customerHash: value.trim(), source: 'url', toStore: value.trim() };
  }
  if (isUsableHash(userHash)) return { customerHash: userHash.trim(), source: 'user', toStore: null };
  if (cookie && isUsableHash(cookie.customerHash)) {
    const customerHash = cookie.customerHash.trim();
    return { customerHash, source: 'cookie', toStore: cookie.authenticated ? customerHash : null };
  }
  return NOTHING;
}

/**
 * The proof a page URL carries (docs/store-embedding.md): a store's signed `customer_id`, `issued_at` and
 * `signature`, or an owner's invitation (`customer_hash`, `expires`, `signature`). Null without a full one.
 */
export function embedProof(search: string): CustomerProof | null {
  return proofFromParams(new URLSearchParams(search));
}

// Answers of the server kept in memory only (never stored), set by the hook's fetchers, for the request
// helper: the signed-in user's hash, and an unauthenticated cookie lookup's hash.
let userCustomerHash: string | null = null;
let cookieLookup: CustomerLookup | null = null;

/** Remembers (or, with null, forgets) the signed-in user's hash for the request helper. */
export function setUserCustomerHash(hash: string | null): void {
  userCustomerHash = hash;
}

/** Remembers (or, with null, forgets) the last reply of GET /api/customer/hash. */
export function setCookieLookup(reply: CustomerLookup | null): void {
  cookieLookup = reply;
}

/** The page's query string, '' outside a browser. */
function currentSearch(): string {
  return typeof window === 'undefined' ? '' : (window.location?.search ?? '');
}

/** Resolves against the current page, storage and memory, storing a hash that arrived in the URL. */
export function currentCustomerHash(): ResolvedCustomerHash {
  const resolved = resolveCustomerHash({
    ...readStoredCustomerHash(),
    search: currentSearch(),
    userHash: userCustomerHash,
    cookie: cookieLookup,
  });
  storeOnReceipt(resolved);
  return resolved;
}

/**
 * Stores what `resolveCustomerHash` asks to store. Silent (no re-render): the resolved hash and source stay
 * the same once stored, and this may run while React renders.
 */
export function storeOnReceipt(resolved: ResolvedCustomerHash): void {
  if (resolved.toStore && isEmbeddingSource(resolved.source)) {
    writeStoredCustomerHash(resolved.toStore, resolved.source, { notify: false });
  }
}

/** The customer hash to send with requests, or null when there is none to send (spec sections 4, 5, 7). */
export function getCustomerHash(): string | null {
  return currentCustomerHash().customerHash;
}
