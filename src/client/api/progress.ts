import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { getProgress } from '#shared/contracts/progress.ts';
import type { ProgressRange } from '#shared/rules/progress-range.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import { sessionKeys } from './sessions.ts';

/**
 * The Progress view's series over a range (docs/decisions/058). The key starts with `sessionKeys.all`, so a
 * saved or deleted entry refreshes the charts with the lists; it ends with the customer hash, like every
 * session key.
 */
export const progressQuery = (
  tz: string,
  unit: MeasurementUnit | undefined,
  customerHash: string | null,
  range: ProgressRange = '12w',
) =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'progress', tz, unit ?? 'default', range, customerHash] as const,
    queryFn: () => callApi(getProgress, { query: { tz, unit, range } }),
    enabled: !!customerHash,
    // Switching the unit or range keeps the charts on screen until the new series arrive.
    placeholderData: keepPreviousData,
  });
