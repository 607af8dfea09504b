import type { ProgressRange } from '#shared/rules/progress-range.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { PointProgress } from '#shared/schemas/point-progress.ts';
import type { Deps } from '../../deps.ts';
import { unknownZone } from '../../lib/unknown-zone.ts';
import { savedMeasurementUnit } from '../preferences/get-preferences.ts';
import { pointSeries } from './point-series.ts';
import { progressBasics } from './progress-queries.ts';

/**
 * The optional points' series and the days that disagree in a range (docs/decisions/059), in the unit the
 * Progress view uses: the one asked for, else the customer's preferred one, else their newest measurement's,
 * else inches.
 */
export async function getPointProgress(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  query: { tz: string; unit?: MeasurementUnit | undefined; range: ProgressRange },
  now = new Date(),
): Promise<PointProgress> {
  const window = { tz: query.tz, now: now.toISOString(), range: query.range };
  try {
    let unit = query.unit;
    if (!unit) {
      const [basics, preferred] = await Promise.all([
        progressBasics(deps.db, customerHash, window),
        savedMeasurementUnit(deps, customerHash),
      ]);
      unit = preferred ?? basics.unit ?? 'inches';
    }
    return { unit, ...(await pointSeries(deps.db, customerHash, window, unit)) };
  } catch (err) {
    unknownZone(err);
  }
}
