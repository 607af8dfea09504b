import type { ProgressRange } from '#shared/rules/progress-range.ts';
import { RANGE_INFO } from '#shared/rules/progress-range.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { ProgressResponse } from '#shared/schemas/progress.ts';
import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { unknownZone } from '../../lib/unknown-zone.ts';
import { savedMeasurementUnit } from '../preferences/get-preferences.ts';
import { configuredDevices } from '../sessions/session-input.ts';
import { activeDays, allDayPeriods, kindLabels, takenDays, trainingPeriods } from './period-queries.ts';
import { hangingWeight, heaviestWeights, measureSeries, progressBasics } from './progress-queries.ts';

/**
 * Every series of the Progress view for one customer over one range, in their time zone, each an SQL
 * aggregate: the history never leaves the database. Training time, all-day wear and daily products are
 * told apart by the configured devices' kinds (docs/decisions/054, 058). Without a unit: the customer's
 * preferred unit, else the unit of the newest measurement, else inches.
 */
export async function getProgress(
  deps: Pick<Deps, 'db'> & { config: Pick<Config, 'store'> },
  customerHash: string,
  query: { tz: string; unit?: MeasurementUnit | undefined; range: ProgressRange },
  now = new Date(),
): Promise<ProgressResponse> {
  const window = { tz: query.tz, now: now.toISOString(), range: query.range };
  const [basics, preferred] = await Promise.all([
    progressBasics(deps.db, customerHash, window).catch(unknownZone),
    query.unit ? null : savedMeasurementUnit(deps, customerHash),
  ]);
  const unit = query.unit ?? preferred ?? basics.unit ?? 'inches';
  const kinds = kindLabels(configuredDevices(deps.config));
  const [measures, weight, training, allDay, taken, weights, days] = await Promise.all([
    measureSeries(deps.db, customerHash, window, unit),
    hangingWeight(deps.db, customerHash, window),
    trainingPeriods(deps.db, customerHash, window, kinds),
    allDayPeriods(deps.db, customerHash, window, kinds),
    takenDays(deps.db, customerHash, window, kinds),
    heaviestWeights(deps.db, customerHash, window),
    activeDays(deps.db, customerHash, window, kinds),
  ]);
  return {
    unit,
    timeZone: query.tz,
    today: basics.today,
    range: query.range,
    bucket: RANGE_INFO[query.range].bucket,
    rangeStart: basics.rangeStart,
    length: measures.length,
    girth: measures.girth,
    hangingWeight: weight.series,
    ends: { ...measures.ends, hangingWeight: weight.ends },
    training,
    allDay,
    takenDays: taken,
    weights,
    activeDays: days,
  };
}
