import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { ProgressResponse } from '#shared/schemas/progress.ts';
import { PG, pgError } from '../../db/pg-error.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { savedMeasurementUnit } from '../preferences/get-preferences.ts';
import {
  activeDays,
  heaviestWeights,
  measureSeries,
  progressBasics,
  trainingWeeks,
} from './progress-queries.ts';

/** A zone the browser (and zod) knows but this PostgreSQL does not is the caller's mistake, as for the stats. */
function unknownZone(err: unknown): never {
  if (pgError(err)?.code === PG.invalidParameterValue) {
    throw badRequest('tz: Unknown time zone', 'VALIDATION', 'tz');
  }
  throw err;
}

/**
 * Every series of the Progress view for one customer, in their time zone, each an SQL aggregate: the
 * history never leaves the database. Without a unit: the customer's preferred unit, else the unit of the
 * newest measurement, else inches.
 */
export async function getProgress(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  timeZone: string,
  requestedUnit: MeasurementUnit | undefined,
  now = new Date(),
): Promise<ProgressResponse> {
  const at = now.toISOString();
  const [basics, preferred] = await Promise.all([
    progressBasics(deps.db, customerHash, at, timeZone).catch(unknownZone),
    requestedUnit ? null : savedMeasurementUnit(deps, customerHash),
  ]);
  const unit = requestedUnit ?? preferred ?? basics.unit ?? 'inches';
  const [measures, weeks, weights, days] = await Promise.all([
    measureSeries(deps.db, customerHash, timeZone, unit),
    trainingWeeks(deps.db, customerHash, at, timeZone),
    heaviestWeights(deps.db, customerHash, timeZone),
    activeDays(deps.db, customerHash, at, timeZone),
  ]);
  return { unit, timeZone, today: basics.today, ...measures, weeks, weights, activeDays: days };
}
