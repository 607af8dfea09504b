import { useQuery } from '@tanstack/react-query';
import { sessionStatsQuery } from '#client/api/sessions.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';

/** The browser's IANA time zone, so 'Days' counts the user's own calendar days. */
function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The three tiles' figures; fetched only once the session list has loaded (spec section 7). */
export function useSessionStats(sessionsLoaded: boolean) {
  const { customerHash } = useCustomerHash();
  const options = sessionStatsQuery(timeZone(), customerHash);
  return useQuery({ ...options, enabled: options.enabled && sessionsLoaded });
}
