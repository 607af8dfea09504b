import { usePrefetchQuery } from '@tanstack/react-query';
import { checkinSummaryQuery } from '#client/api/checkins.ts';
import { goalSummaryQuery } from '#client/api/goal-summary.ts';
import { sessionsQuery } from '#client/api/sessions.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';

/**
 * Starts the dashboard cards' reads (the rest notice, the goal card, the Device tab's last session) as
 * soon as the customer hash is known, alongside the session list, instead of once the list has loaded and
 * the cards mount. Subscribes to nothing, so it renders nothing again; the cards' own queries take the
 * answers. The stats still wait for the list (spec section 7).
 */
export function DashboardPrefetch({ customerHash }: { customerHash: string }) {
  usePrefetchQuery(checkinSummaryQuery(customerHash));
  usePrefetchQuery(goalSummaryQuery(browserTimeZone(), customerHash));
  usePrefetchQuery(sessionsQuery('sessions', 1, customerHash));
  return null;
}
