import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '#client/lib/api-call.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import * as contracts from '#shared/contracts/goal-summary.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import { sessionKeys } from './sessions.ts';

/**
 * The home card's query keys: they start with `sessionKeys.all`, so a saved or deleted session refreshes
 * the summary with the lists, and a saved goal refreshes it too (api/goals.ts).
 */
export const goalSummaryKeys = {
  all: [...sessionKeys.all, 'goals-summary'] as const,
  summary: (tz: string, customerHash: string | null) => [...goalSummaryKeys.all, tz, customerHash] as const,
};

/** GET /api/goals/summary in the browser's zone. */
export const goalSummaryQuery = (tz: string, customerHash: string | null) =>
  queryOptions({
    queryKey: goalSummaryKeys.summary(tz, customerHash),
    queryFn: () => callApi(contracts.getGoalSummary, { query: { tz } }),
    enabled: !!customerHash,
  });

/** The customers and zones this page has told the server about: once each, whichever card noticed. */
const toldZones = new Set<string>();

/** The home card's figures; also tells the server the browser's zone when it differs (for reminders). */
export function useGoalSummary() {
  const { customerHash } = useCustomerHash();
  const tz = browserTimeZone();
  const summary = useQuery(goalSummaryQuery(tz, customerHash));
  const saved = summary.data?.savedTimeZone;
  useEffect(() => {
    const told = `${customerHash}\u0000${tz}`;
    if (!summary.data || saved === tz || toldZones.has(told)) return;
    toldZones.add(told);
    void callApi(contracts.updateTimeZone, { body: { timeZone: tz } }).catch(() => undefined);
  }, [summary.data, saved, tz, customerHash]);
  return summary;
}
