import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { getProgress } from '#shared/contracts/progress.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import { sessionKeys } from './sessions.ts';

/**
 * The Progress view's series. The key starts with `sessionKeys.all`, so a saved or deleted entry
 * refreshes the charts with the lists; it ends with the customer hash, like every session key.
 */
export const progressQuery = (tz: string, unit: MeasurementUnit | undefined, customerHash: string | null) =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'progress', tz, unit ?? 'default', customerHash] as const,
    queryFn: () => callApi(getProgress, { query: { tz, unit } }),
    enabled: !!customerHash,
    // Switching the unit keeps the charts on screen until the converted series arrive.
    placeholderData: keepPreviousData,
  });
