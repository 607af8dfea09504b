import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { useShownLanguage } from '#client/lib/i18n/use-t.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import * as contracts from '#shared/contracts/preferences.ts';
import { isMetricLanguage } from '#shared/i18n/languages.ts';
import { type ShownUnits, shownUnits } from '#shared/i18n/shown-units.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { WeightUnit } from '#shared/rules/weights.ts';
import type { PreferencesUpdate } from '#shared/schemas/preferences.ts';
import { measureChangeKeys } from './measure-change.ts';

/** The query keys of the customer's preferences, one entry per customer hash. */
export const preferenceKeys = {
  all: [contracts.getPreferences.path] as const,
  mine: (customerHash: string | null) => [...preferenceKeys.all, customerHash] as const,
};

/** GET /api/preferences: the units chosen (null until chosen) and discreet mode (off until turned on). */
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

/**
 * The units the customer types and reads in (docs/decisions/069): each the one chosen, else the shown
 * language's: centimetres and kilograms for German, French and Spanish, inches and pounds (the spec's) for
 * English. Until the preferences arrive, the language's.
 */
export function useShownUnits(): ShownUnits {
  return shownUnits(usePreferences().data, useShownLanguage());
}

/** The unit the customer types and reads weights in: the one chosen, else the language's (pounds in English). */
export function useWeightUnit(): WeightUnit {
  return useShownUnits().weightUnit;
}

/**
 * The unit the lists convert measurements to: the one chosen, else the language's; undefined while the
 * preferences load (the lists show each entry as entered meanwhile).
 */
export function usePreferredUnit(): MeasurementUnit | undefined {
  const preferences = usePreferences();
  const language = useShownLanguage();
  return preferences.data ? shownUnits(preferences.data, language).measurementUnit : undefined;
}

/**
 * The unit to ask the server's views (progress, the home's change) in: the one chosen, else centimetres in
 * a metric language; else none, and the server answers as it always did (its saved unit, else the newest
 * measurement's).
 */
export function useRequestedUnit(): MeasurementUnit | undefined {
  const chosen = usePreferences().data?.measurementUnit ?? undefined;
  const language = useShownLanguage();
  return chosen ?? (isMetricLanguage(language) ? 'centimeters' : undefined);
}
