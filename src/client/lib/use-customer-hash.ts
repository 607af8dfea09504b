import { useQuery } from '@tanstack/react-query';
import { useUser } from './auth.ts';
import { type CustomerHashSource, currentCustomerHash, setUserCustomerHash } from './customer-hash.ts';
import { apiGet } from './request.ts';

export const USER_CUSTOMER_HASH_KEY = ['/api/user/customer-hash'] as const;

/** GET /api/user/customer-hash; the answer is kept in memory for the request helper, never stored. */
export async function fetchUserCustomerHash(): Promise<string> {
  const { customerHash } = await apiGet<{ customerHash: string }>('/api/user/customer-hash');
  setUserCustomerHash(customerHash);
  return customerHash;
}

export interface CustomerHashState {
  customerHash: string | null;
  source: CustomerHashSource;
  /** True while the signed-in user's hash is being fetched. */
  isPending: boolean;
  /** The failure of that fetch, if any. */
  error: Error | null;
}

/** The customer hash for this page (spec section 4, steps 1-3) and where it came from. */
export function useCustomerHash(): CustomerHashState {
  const { data: user } = useUser();
  const local = currentCustomerHash();
  const needsUserHash = !local.customerHash && !!user;
  const query = useQuery({
    queryKey: USER_CUSTOMER_HASH_KEY,
    queryFn: fetchUserCustomerHash,
    enabled: needsUserHash,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // Kept in step with the cache on every render (idempotent): signed out, the previous user's hash must not
  // be sent any more; signed in, the cached hash is what the request helper sends.
  setUserCustomerHash(user && query.data ? query.data : null);

  if (local.customerHash) return { ...pick(local), isPending: false, error: null };
  if (!user || !query.data) {
    return {
      customerHash: null,
      source: 'none',
      isPending: needsUserHash && query.isPending,
      error: query.error,
    };
  }
  return { customerHash: query.data, source: 'user', isPending: false, error: null };
}

const pick = ({ customerHash, source }: ReturnType<typeof currentCustomerHash>) => ({ customerHash, source });
