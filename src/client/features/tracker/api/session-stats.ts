import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#client/lib/request.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { SessionStatsResponse } from '#shared/schemas/sessions.ts';
import { SESSIONS_KEY } from './sessions.ts';

/** The browser's IANA time zone, so 'Days' counts the user's own calendar days. */
function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** GET /api/sessions/stats?tz: sessions, minutes and days, measurement entries excluded. */
export function fetchSessionStats(tz: string): Promise<SessionStatsResponse> {
  return apiGet<SessionStatsResponse>(`/api/sessions/stats?${new URLSearchParams({ tz })}`);
}

/** The three tiles' figures; fetched only once the session list has loaded (spec section 7). */
export function useSessionStats(sessionsLoaded: boolean) {
  const { customerHash } = useCustomerHash();
  const tz = timeZone();
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'stats', tz, customerHash],
    queryFn: () => fetchSessionStats(tz),
    enabled: !!customerHash && sessionsLoaded,
  });
}
