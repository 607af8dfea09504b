import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { useUser } from './auth.ts';
import {
  type CustomerHashSource,
  type CustomerLookup,
  isUsableHash,
  resolveCustomerHash,
  setCookieLookup,
  setUserCustomerHash,
  signedEmbedParams,
  storeOnReceipt,
} from './customer-hash.ts';
import {
  customerHashVersion,
  forgetStoredCustomerHash,
  readStoredCustomerHash,
  subscribeCustomerHash,
  writeStoredCustomerHash,
} from './customer-hash-store.ts';
import { apiGet } from './request.ts';

export const USER_CUSTOMER_HASH_KEY = ['/api/user/customer-hash'] as const;
export const CUSTOMER_LOOKUP_KEY = ['/api/customer/hash'] as const;

/** GET /api/user/customer-hash; the answer is kept in memory for the request helper, never stored. */
export async function fetchUserCustomerHash(): Promise<string> {
  const { customerHash } = await apiGet<{ customerHash: string }>('/api/user/customer-hash');
  setUserCustomerHash(customerHash);
  return customerHash;
}

const NO_CUSTOMER: CustomerLookup = { customerHash: null, authenticated: false };

/**
 * GET /api/customer/hash, with the signed embed URL's customer_id and signature when given. An
 * authenticated answer is stored (source 'cookie'). A signed URL that is refused forgets the stored hash:
 * the store says someone is signed in there, and it may not be whoever was stored before. A failed lookup
 * counts as "no store customer".
 */
export async function fetchCustomerLookup(
  signed: { customerId: string; signature: string } | null,
): Promise<CustomerLookup> {
  const query = signed
    ? `?${new URLSearchParams({ customer_id: signed.customerId, signature: signed.signature })}`
    : '';
  let reply: CustomerLookup;
  try {
    reply = await apiGet<CustomerLookup>(`/api/customer/hash${query}`);
  } catch {
    reply = NO_CUSTOMER;
  }
  if (reply.authenticated && isUsableHash(reply.customerHash)) {
    writeStoredCustomerHash(reply.customerHash.trim(), 'cookie');
  } else if (signed) {
    forgetStoredCustomerHash();
  }
  setCookieLookup(reply);
  return reply;
}

export interface CustomerHashState {
  customerHash: string | null;
  source: CustomerHashSource;
  /** True while the hash is still being looked up (user's hash, signed embed URL or cookie lookup). */
  isPending: boolean;
  /** The failure of the signed-in user's hash lookup, if any. */
  error: Error | null;
}

/**
 * The customer hash for this page and where it came from (spec section 4): storage, the URL, the signed-in
 * user's hash, then the cookie-based lookup. A signed embed URL (customer_id and signature) is checked
 * first and, when the server verifies it, its hash is stored, so it is what storage then holds.
 */
export function useCustomerHash(): CustomerHashState {
  useSyncExternalStore(subscribeCustomerHash, customerHashVersion, customerHashVersion);
  const search = useSearch();
  const { data: user, isPending: userPending } = useUser();
  const signed = signedEmbedParams(search);

  const signedLookup = useQuery({
    queryKey: [...CUSTOMER_LOOKUP_KEY, 'signed', signed?.customerId, signed?.signature],
    queryFn: () => fetchCustomerLookup(signed),
    enabled: !!signed,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const signedPending = !!signed && signedLookup.isPending;

  const stored = readStoredCustomerHash();
  const local = resolveCustomerHash({ ...stored, search, userHash: null });
  const hasLocal = !signedPending && !!local.customerHash;

  const needsUserHash = !signedPending && !hasLocal && !!user;
  const userHash = useQuery({
    queryKey: USER_CUSTOMER_HASH_KEY,
    queryFn: fetchUserCustomerHash,
    enabled: needsUserHash,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const needsCookie = !signed && !hasLocal && !userPending && !user;
  const cookieLookup = useQuery({
    queryKey: [...CUSTOMER_LOOKUP_KEY, 'cookie'],
    queryFn: () => fetchCustomerLookup(null),
    enabled: needsCookie,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // Kept in step with the cache on every render (idempotent): signed out, the previous user's hash must not
  // be sent any more; signed in, the cached hash is what the request helper sends.
  setUserCustomerHash(user && userHash.data ? userHash.data : null);

  if (signedPending) return { customerHash: null, source: 'none', isPending: true, error: null };
  const resolved = resolveCustomerHash({
    ...stored,
    search,
    userHash: user ? (userHash.data ?? null) : null,
    cookie: signed ? signedLookup.data : cookieLookup.data,
  });
  storeOnReceipt(resolved);
  if (resolved.customerHash) {
    return { customerHash: resolved.customerHash, source: resolved.source, isPending: false, error: null };
  }
  const isPending =
    (!user && userPending) ||
    (needsUserHash && userHash.isPending && !userHash.error) ||
    (needsCookie && cookieLookup.isPending);
  return { customerHash: null, source: 'none', isPending, error: needsUserHash ? userHash.error : null };
}
