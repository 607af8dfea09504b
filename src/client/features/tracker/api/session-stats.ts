import { useQuery } from '@tanstack/react-query';
import { sessionStatsQuery } from '#client/api/sessions.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';

/** The three tiles' figures; fetched only once the session list has loaded (spec section 7). */
export function useSessionStats(sessionsLoaded: boolean) {
  const { customerHash } = useCustomerHash();
  const options = sessionStatsQuery(browserTimeZone(), customerHash);
  return useQuery({ ...options, enabled: options.enabled && sessionsLoaded });
}
