import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionKeys, sessionStatsQuery, sessionsQuery } from '#client/api/sessions.ts';
import { isOnline } from '#client/lib/offline/online-status.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { RECENT_LIST_SIZE } from '#shared/constants.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import { sessionListRetry } from './session-list.ts';

/** The home's own reads: its recent entries and the three tiles' figures. */
function prefetchHome(client: QueryClient, customerHash: string) {
  void client.prefetchQuery({
    ...sessionsQuery('all', RECENT_LIST_SIZE, customerHash),
    retry: sessionListRetry,
  });
  void client.prefetchQuery(sessionStatsQuery(browserTimeZone(), customerHash));
}

/**
 * On a screen a save leaves for home (/log), home's data is fetched ahead, once the customer is known, so
 * home opens with it rather than a skeleton (docs/decisions/052). Only what is not in the cache yet.
 */
export function usePrefetchHome(): void {
  const client = useQueryClient();
  const { customerHash } = useCustomerHash();
  useEffect(() => {
    if (customerHash && isOnline()) prefetchHome(client, customerHash);
  }, [client, customerHash]);
}

/**
 * While online on the home, the Measurements tab's list is fetched once the Device tab's is in, so the
 * copy kept on the device holds it when the connection drops before the tab was opened
 * (docs/decisions/052).
 */
export function usePrefetchMeasurements(ready: boolean): void {
  const client = useQueryClient();
  const { customerHash } = useCustomerHash();
  useEffect(() => {
    if (!ready || !customerHash || !isOnline()) return;
    void client.prefetchQuery({
      ...sessionsQuery('measurements', RECENT_LIST_SIZE, customerHash),
      retry: sessionListRetry,
    });
  }, [client, customerHash, ready]);
}

/** The home's recent list, refreshed after a save even while home is not on screen: a save goes there. */
export const refreshHomeList = (client: QueryClient, customerHash: string | null) =>
  client.invalidateQueries({
    queryKey: sessionKeys.list('all', RECENT_LIST_SIZE, customerHash),
    refetchType: 'all',
  });
