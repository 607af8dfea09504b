import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, use, useMemo, useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { customerKeys } from '#client/api/customer.ts';
import { createCustomerSession, lookupCustomerHash } from '#shared/contracts/customer.ts';
import { getUserCustomerHash } from '#shared/contracts/user.ts';
import type { CustomerLookup, CustomerProof } from '#shared/schemas/customer.ts';
import { callApi } from './api-call.ts';
import { useUser } from './auth.ts';
import {
  type CustomerHashSource,
  embedProof,
  isUsableHash,
  resolveCustomerHash,
  setCookieLookup,
  setUserCustomerHash,
  storeOnReceipt,
} from './customer-hash.ts';
import {
  customerHashVersion,
  forgetStoredCustomerHash,
  readStoredCustomerHash,
  subscribeCustomerHash,
  writeStoredCustomerHash,
} from './customer-hash-store.ts';
import { setStoreSessionToken } from './store-session.ts';

export const USER_CUSTOMER_HASH_KEY = ['/api/user/customer-hash'] as const;

/** GET /api/user/customer-hash; the answer is kept in memory for the request helper, never stored. */
export async function fetchUserCustomerHash(): Promise<string> {
  const { customerHash } = await callApi(getUserCustomerHash);
  setUserCustomerHash(customerHash);
  return customerHash;
}

const NO_CUSTOMER: CustomerLookup = { customerHash: null, authenticated: false };

/**
 * GET /api/customer/hash: the store customer this browser proves (a live store session, or the app
 * proxy's signature). An authenticated answer is stored (source 'cookie'); `forgetOnRefusal` forgets the
 * stored hash otherwise (the store said someone is signed in there, and it may not be whoever was stored
 * before). A failed lookup counts as "no store customer".
 */
async function fetchCustomerLookup(forgetOnRefusal = false): Promise<CustomerLookup> {
  let reply: CustomerLookup;
  try {
    reply = await callApi(lookupCustomerHash);
  } catch {
    reply = NO_CUSTOMER;
  }
  if (reply.authenticated && isUsableHash(reply.customerHash)) {
    writeStoredCustomerHash(reply.customerHash.trim(), 'cookie');
  } else if (forgetOnRefusal) {
    forgetStoredCustomerHash();
  }
  setCookieLookup(reply);
  return reply;
}

/**
 * Exchanges a store proof or an owner's invitation for a store session (POST /api/customer/session, never
 * a GET): the token stays in memory for `Authorization: Bearer`, the hash is stored (source 'cookie'). A
 * proof is good once: when it was already used (the frame reloaded), the store session it opened may still
 * be alive in the cookie, so that is asked next.
 */
export async function exchangeProof(proof: CustomerProof): Promise<CustomerLookup> {
  try {
    const reply = await callApi(createCustomerSession, { body: proof });
    setStoreSessionToken(reply.token);
    writeStoredCustomerHash(reply.customerHash, 'cookie');
    const lookup = { customerHash: reply.customerHash, authenticated: true };
    setCookieLookup(lookup);
    return lookup;
  } catch {
    return fetchCustomerLookup(true);
  }
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
 * user's hash, then the cookie-based lookup. A proof in the URL (signed embed URL or invitation) is
 * exchanged first and, when the server accepts it, its hash is stored, so it is what storage then holds.
 * Worked out once, by CustomerHashProvider, for every screen and hook under it.
 */
function useResolvedCustomerHash(): CustomerHashState {
  useSyncExternalStore(subscribeCustomerHash, customerHashVersion, customerHashVersion);
  const search = useSearch();
  const { data: user, isPending: userPending } = useUser();
  const signed = embedProof(search);

  const signedLookup = useQuery({
    queryKey: [...customerKeys.lookup, 'proof', signed?.signature],
    queryFn: () => (signed ? exchangeProof(signed) : NO_CUSTOMER),
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
    queryKey: [...customerKeys.lookup, 'cookie'],
    queryFn: () => fetchCustomerLookup(),
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

const CustomerHashContext = createContext<CustomerHashState | null>(null);

/**
 * Works the customer hash out once for the whole app and hands it to every useCustomerHash below: each
 * screen, card and API hook asks for it (over 70 times as the tracker home loads), and working it out in
 * each of them cost four query observers, a storage read and a parse of the URL every time
 * (docs/decisions/034).
 */
export function CustomerHashProvider({ children }: { children: ReactNode }) {
  const { customerHash, source, isPending, error } = useResolvedCustomerHash();
  const value = useMemo(
    () => ({ customerHash, source, isPending, error }),
    [customerHash, source, isPending, error],
  );
  return createElement(CustomerHashContext, { value }, children);
}

/** The customer hash for this page and where it came from (see useResolvedCustomerHash). */
export function useCustomerHash(): CustomerHashState {
  const state = use(CustomerHashContext);
  if (!state) throw new Error('useCustomerHash is used outside CustomerHashProvider');
  return state;
}
