import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { getMeasureChange } from '#shared/contracts/progress.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import { useRequestedUnit } from './preferences.ts';
import { sessionKeys } from './sessions.ts';

/**
 * The home's headline change (docs/decisions/050). The key starts with `sessionKeys.all`, so a saved or
 * deleted entry refreshes it with the lists; a saved preferred unit refreshes it too (api/preferences.ts),
 * since the server answers in that unit.
 */
export const measureChangeKeys = {
  all: [...sessionKeys.all, 'measure-change'] as const,
  mine: (customerHash: string | null, unit?: MeasurementUnit) =>
    [...measureChangeKeys.all, customerHash, ...(unit ? [unit] : [])] as const,
};

/**
 * GET /api/progress/change, in the unit asked for (`useRequestedUnit`: the chosen one, else a metric
 * language's), else the customer's preferred unit on the server.
 */
export const measureChangeQuery = (customerHash: string | null, unit?: MeasurementUnit) =>
  queryOptions({
    queryKey: measureChangeKeys.mine(customerHash, unit),
    queryFn: () => callApi(getMeasureChange, { query: { unit } }),
    enabled: !!customerHash,
  });

/** Length and girth since the first measurement, for the customer on the page. */
export function useMeasureChange() {
  const { customerHash } = useCustomerHash();
  return useQuery(measureChangeQuery(customerHash, useRequestedUnit()));
}
