import { useQuery } from '@tanstack/react-query';
import { fetchUserCustomerHash, USER_CUSTOMER_HASH_KEY } from '#client/lib/use-customer-hash.ts';

/**
 * The signed-in user's own customer hash (GET /api/user/customer-hash), whatever else this browser holds,
 * for the admin's Website Integration card. Shares its cache entry with the tracker's lookup.
 */
export function useOwnCustomerHash() {
  return useQuery({
    queryKey: USER_CUSTOMER_HASH_KEY,
    queryFn: fetchUserCustomerHash,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The embed code of spec section 2 (Profile): an iframe of this app for one customer hash. */
export function embedCode(origin: string, customerHash: string): string {
  const src = `${origin}/?customer_hash=${encodeURIComponent(customerHash)}`;
  return `<iframe src="${src}" width="100%" height="800" frameborder="0"></iframe>`;
}
