import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import * as contracts from '#shared/contracts/preferences.ts';
import type { WeightUnit } from '#shared/rules/weights.ts';
import type { PreferencesUpdate } from '#shared/schemas/preferences.ts';
import { measureChangeKeys } from './measure-change.ts';

/** The query keys of the customer's preferences, one entry per customer hash. */
export const preferenceKeys = {
  all: [contracts.getPreferences.path] as const,
  mine: (customerHash: string | null) => [...preferenceKeys.all, customerHash] as const,
};

/** GET /api/preferences: the preferred unit (inches until chosen) and discreet mode (off until turned on). */
export const preferencesQuery = (customerHash: string | null) =>
  queryOptions({
    queryKey: preferenceKeys.mine(customerHash),
    queryFn: () => callApi(contracts.getPreferences),
    enabled: !!customerHash,
  });

/** The customer's preferences; undefined while loading (the forms wait, lists show as entered). */
export function usePreferences() {
  const { customerHash } = useCustomerHash();
  return useQuery(preferencesQuery(customerHash));
}

/**
 * PUT /api/preferences, written into the cache at once so both forms, the lists and discreet mode follow;
 * a new unit also reads the home's headline change again, which the server answers in it.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const { customerHash } = useCustomerHash();
  return useMutation({
    mutationFn: (body: PreferencesUpdate) => callApi(contracts.updatePreferences, { body }),
    onMutate: (body) =>
      queryClient.setQueryData(preferenceKeys.mine(customerHash), (saved) =>
        saved ? { ...saved, ...body } : saved,
      ),
    onSettled: (_saved, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: preferenceKeys.all }),
        body.measurementUnit ? queryClient.invalidateQueries({ queryKey: measureChangeKeys.all }) : null,
      ]),
  });
}

/** Whether discreet mode is on for the customer on the page (off while unknown). */
export function useDiscreetMode(): boolean {
  return usePreferences().data?.discreetMode === true;
}

/** The unit the customer types and reads weights in: pounds (the spec's) until kilograms are chosen. */
export function useWeightUnit(): WeightUnit {
  return usePreferences().data?.weightUnit ?? 'lb';
}
