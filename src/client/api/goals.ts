import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import * as contracts from '#shared/contracts/goals.ts';
import type { GoalSettingsBody } from '#shared/schemas/goals.ts';
import { goalSummaryKeys } from './goal-summary.ts';

/** The goals screen's query keys. */
export const goalKeys = {
  settings: (customerHash: string | null) => [contracts.getGoalSettings.path, customerHash] as const,
  settingsAll: [contracts.getGoalSettings.path] as const,
};

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
        queryClient.invalidateQueries({ queryKey: goalSummaryKeys.all }),
      ]);
    },
  });
}

/** POST /api/reminders/unsubscribe with the emailed token (no sign-in). */
export const unsubscribeReminders = (token: string) =>
  callApi(contracts.unsubscribeReminders, { query: { token }, body: {} });
