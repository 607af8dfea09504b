import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { checkinSummaryQuery } from '#client/api/checkins.ts';
import { goalSummaryQuery } from '#client/api/goal-summary.ts';
import { preferencesQuery } from '#client/api/preferences.ts';
import { sessionStatsQuery, sessionsQuery } from '#client/api/sessions.ts';
import { loadOutbox } from '#client/lib/offline/outbox-store.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import { sessionListRetry } from './sessions.ts';

/**
 * How long the dashboard waits, once the session list is in, for the rest of its first reads: the stats,
 * the cards' figures, the preferences and the entries waiting on this device. They are asked for with the
 * list (and the page's preload hint had the browser fetch them already), so they are normally there within
 * milliseconds of it; a slow one is not worth holding up the list for longer than this.
 */
export const CARD_READS_WAIT_MS = 500;

const waits = new Map<string, Promise<void>>();

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

/**
 * Settles once the dashboard's first reads have answered or failed: the session list, then (spec section
 * 7: the stats only once the list has loaded) the stats with the cards' reads, for at most
 * CARD_READS_WAIT_MS. The dashboard waits for it before it mounts (docs/decisions/035), so it renders
 * once, with its data, in React's interruptible slices, instead of rendering its loading states and then
 * again, all at once, as each answer arrives (TanStack Query's updates render synchronously).
 *
 * Undefined when there is nothing to wait for: no hash yet, the list already in the cache (back on home,
 * or the offline copy), or offline (the reads wait for the connection; the loading state says so). The
 * promise is kept per customer and zone, so a render that suspended on it finds the same one again; once
 * settled it never holds up a render again.
 */
export function dashboardReadsWait(
  queryClient: QueryClient,
  customerHash: string | null,
): Promise<void> | undefined {
  if (!customerHash || !onlineManager.isOnline()) return undefined;
  const list = { ...sessionsQuery('all', RECENT_LIST_SIZE, customerHash), retry: sessionListRetry };
  const tz = browserTimeZone();
  const key = `${customerHash}\u0000${tz}`;
  const waiting = waits.get(key);
  if (waiting) return waiting;
  if (queryClient.getQueryData(list.queryKey) !== undefined) return undefined;

  const cards = [
    settle(queryClient.ensureQueryData(checkinSummaryQuery(customerHash))),
    settle(queryClient.ensureQueryData(goalSummaryQuery(tz, customerHash))),
    settle(queryClient.ensureQueryData(sessionsQuery('sessions', 1, customerHash))),
    settle(queryClient.ensureQueryData(preferencesQuery(customerHash))),
    loadOutbox(),
  ];
  const wait = settle(queryClient.ensureQueryData(list)).then(() => {
    const stats = settle(queryClient.ensureQueryData(sessionStatsQuery(tz, customerHash)));
    const all = Promise.all([stats, ...cards]);
    return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, CARD_READS_WAIT_MS))]);
  });
  const done = wait.then(() => undefined);
  waits.set(key, done);
  return done;
}
