import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { getMeasureChange } from '#shared/contracts/progress.ts';
import { sessionKeys } from './sessions.ts';

/**
 * The home's headline change (docs/decisions/050). The key starts with `sessionKeys.all`, so a saved or
 * deleted entry refreshes it with the lists; a saved preferred unit refreshes it too (api/preferences.ts),
 * since the server answers in that unit.
 */
export const measureChangeKeys = {
  all: [...sessionKeys.all, 'measure-change'] as const,
  mine: (customerHash: string | null) => [...measureChangeKeys.all, customerHash] as const,
};

/** GET /api/progress/change, in the customer's preferred unit. */
export const measureChangeQuery = (customerHash: string | null) =>
  queryOptions({
    queryKey: measureChangeKeys.mine(customerHash),
    queryFn: () => callApi(getMeasureChange),
    enabled: !!customerHash,
  });

/** Length and girth since the first measurement, for the customer on the page. */
export function useMeasureChange() {
  const { customerHash } = useCustomerHash();
  return useQuery(measureChangeQuery(customerHash));
}
