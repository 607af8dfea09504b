import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '#client/lib/api-call.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import * as contracts from '#shared/contracts/goals.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import type { GoalSettingsBody } from '#shared/schemas/goals.ts';
import { sessionKeys } from './sessions.ts';

/**
 * Query keys. The settings have their own; the home card's summary starts with `sessionKeys.all`, so a
 * saved or deleted session refreshes it with the lists, and a saved goal refreshes it too.
 */
export const goalKeys = {
  settings: (customerHash: string | null) => [contracts.getGoalSettings.path, customerHash] as const,
  settingsAll: [contracts.getGoalSettings.path] as const,
  summaryAll: [...sessionKeys.all, 'goals-summary'] as const,
  summary: (tz: string, customerHash: string | null) => [...goalKeys.summaryAll, tz, customerHash] as const,
};

/** GET /api/goals/summary in the browser's zone. */
export const goalSummaryQuery = (tz: string, customerHash: string | null) =>
  queryOptions({
    queryKey: goalKeys.summary(tz, customerHash),
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

/** GET /api/goals: the goals screen's settings. */
export function useGoalSettings() {
  const { customerHash } = useCustomerHash();
  return useQuery(
    queryOptions({
      queryKey: goalKeys.settings(customerHash),
      queryFn: () => callApi(contracts.getGoalSettings),
      enabled: !!customerHash,
    }),
  );
}

/** PUT /api/goals; refreshes the settings and the home card. */
export function useSaveGoalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalSettingsBody) => callApi(contracts.updateGoalSettings, { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: goalKeys.settingsAll }),
        queryClient.invalidateQueries({ queryKey: goalKeys.summaryAll }),
      ]);
    },
  });
}

/** POST /api/reminders/unsubscribe with the emailed token (no sign-in). */
export const unsubscribeReminders = (token: string) =>
  callApi(contracts.unsubscribeReminders, { query: { token }, body: {} });
