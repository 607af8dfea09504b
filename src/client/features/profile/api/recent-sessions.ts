import { useQuery } from '@tanstack/react-query';
import { sessionsQuery } from '#client/api/sessions.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';

// One more than is shown, to know whether to offer 'View All Sessions'.
const LIMIT = RECENT_LIST_SIZE + 1;

/** GET /api/sessions?limit=6: the profile's newest sessions; enabled only once a customer hash exists. */
export function useRecentSessions() {
  const { customerHash, error } = useCustomerHash();
  const query = useQuery(sessionsQuery('all', LIMIT, customerHash));
  return { ...query, error: error ?? query.error };
}
