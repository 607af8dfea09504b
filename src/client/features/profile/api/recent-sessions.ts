import { useQuery } from '@tanstack/react-query';
import { sessionsQuery } from '#client/api/sessions.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';

// One more than is shown, to know whether to offer 'View All Sessions'.
const LIMIT = RECENT_LIST_SIZE + 1;

/** The profile's list: an account screen, so stale at once (spec section 9). */
export const recentSessionsQuery = (customerHash: string | null) => ({
  ...sessionsQuery('all', LIMIT, customerHash),
  staleTime: 0,
});

/** GET /api/sessions?limit=6: the profile's newest sessions; enabled only once a customer hash exists. */
export function useRecentSessions() {
  const { customerHash, error } = useCustomerHash();
  const query = useQuery(recentSessionsQuery(customerHash));
  return { ...query, error: error ?? query.error };
}
