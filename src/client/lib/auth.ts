import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { logoutCustomer } from '#shared/contracts/customer.ts';
import { getUser, signOut } from '#shared/contracts/user.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { callApi } from './api-call.ts';
import {
  currentCustomerHash,
  isEmbeddingSource,
  setCookieLookup,
  setUserCustomerHash,
} from './customer-hash.ts';
import { forgetStoredCustomerHash } from './customer-hash-store.ts';
import { translate } from './i18n/i18n.ts';
import { forgetQueryCache } from './offline/query-persistence.ts';
import { hasStatus } from './request.ts';
import { setStoreSessionToken } from './store-session.ts';
import { toast } from './toast.ts';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** GET /api/user; a 401 means "nobody is signed in", not an error. */
async function fetchUser(): Promise<PublicUser | null> {
  try {
    return await callApi(getUser);
  } catch (err) {
    if (hasStatus(err, 401)) return null;
    throw err;
  }
}

/**
 * The signed-in user: data is null when signed out, undefined while loading. Never stale on the tracker's
 * screens, like their other data (spec section 9): asked once per page load, then kept up to date by this
 * app's own sign-in, sign-out and account changes. An account screen (`{ account: true }`: profile,
 * privacy) uses stale time 0, so opening it asks again.
 */
export function useUser({ account = false }: { account?: boolean } = {}) {
  return useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
    staleTime: account ? 0 : Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/logout. */
export async function logout(): Promise<void> {
  await callApi(signOut);
}

/** POST /api/customer/logout: forgets the store customer's cookie. */
async function customerLogout(): Promise<void> {
  await callApi(logoutCustomer);
}

/**
 * Spec section 4: logout; for the url and cookie sources also the customer logout. Both are tried; the
 * first failure is thrown afterwards.
 */
async function logoutEverywhere(): Promise<void> {
  const { source } = currentCustomerHash();
  const calls = [logout()];
  if (isEmbeddingSource(source)) calls.push(customerLogout());
  const failure = (await Promise.allSettled(calls)).find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Forgets every customer identity the browser holds: the stored hash and the ones kept in memory. */
function forgetCustomer(): void {
  forgetStoredCustomerHash();
  setUserCustomerHash(null);
  setCookieLookup(null);
  setStoreSessionToken(null);
}

/**
 * Forgets the user, the customer hash and everything cached for them (after logout or account deletion):
 * this is intimate data, nothing of the previous user or customer may linger in the cache or storage, the
 * copy kept on the device for offline use included (docs/decisions/032).
 */
export function forgetSignedInState(queryClient: QueryClient): void {
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  forgetCustomer();
  void forgetQueryCache();
}

/**
 * Logs out (and out of the store identity), forgets the user, the customer hash and everything cached for
 * them, and goes to /auth even on failure.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logoutEverywhere,
    onError: () => {
      toast({
        title: translate('auth.logoutFailed'),
        description: translate('auth.logoutFailedText'),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      forgetSignedInState(queryClient);
      navigate('/auth');
    },
  });
}
