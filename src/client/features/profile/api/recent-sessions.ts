import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#client/lib/request.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import type { Session } from '#shared/schemas/sessions.ts';

// One more than is shown, to know whether to offer 'View All Sessions'.
const LIMIT = RECENT_LIST_SIZE + 1;

/** GET /api/sessions?limit=6: the profile's newest sessions. */
export function fetchRecentSessions(): Promise<Session[]> {
  return apiGet<Session[]>(`/api/sessions?limit=${LIMIT}&kind=all`);
}

/** Enabled only once a customer hash exists (spec section 7). */
export function useRecentSessions() {
  const { customerHash, error } = useCustomerHash();
  const query = useQuery({
    queryKey: ['/api/sessions', 'list', 'all', LIMIT, customerHash],
    queryFn: fetchRecentSessions,
    enabled: !!customerHash,
  });
  return { ...query, error: error ?? query.error };
}
