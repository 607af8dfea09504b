import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { getPointProgress } from '#shared/contracts/point-progress.ts';
import type { ProgressRange } from '#shared/rules/progress-range.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import { sessionKeys } from './sessions.ts';

/**
 * GET /api/progress/points (docs/decisions/059): the optional points' series and the days that disagree in
 * a range, read by the Progress view and (all time) by the measurement form after a save. The key starts
 * with `sessionKeys.all`, so a saved or deleted entry refreshes it; it ends with the customer hash.
 */
export const pointProgressQuery = (
  tz: string,
  unit: MeasurementUnit | undefined,
  customerHash: string | null,
  range: ProgressRange,
) =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'progress-points', tz, unit ?? 'default', range, customerHash] as const,
    queryFn: () => callApi(getPointProgress, { query: { tz, unit, range } }),
    enabled: !!customerHash,
    placeholderData: keepPreviousData,
  });
