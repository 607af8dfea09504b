import { type MeasureChange, measureChange, type StoredMeasure } from '#shared/rules/measure-change.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { MeasureChanges } from '#shared/schemas/measure-change.ts';
import type { Deps } from '../../deps.ts';
import { savedMeasurementUnit } from '../preferences/get-preferences.ts';
import { measureEnds } from './measure-ends.ts';

type Ends = { entries: number; first: StoredMeasure | null; latest: StoredMeasure | null };

const changeOf = ({ entries, first, latest }: Ends, unit: MeasurementUnit): MeasureChange | null =>
  first && latest && entries > 0 ? measureChange(entries, first, latest, unit) : null;

/**
 * The home's headline (docs/decisions/050): length and girth from the first value to the latest, for one
 * customer, read by one SQL statement (never every row) and converted by the shared unit rule. The unit:
 * the one asked for, else the customer's preferred, else their newest measurement's, else inches.
 */
export async function getMeasureChange(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  requestedUnit: MeasurementUnit | undefined,
): Promise<MeasureChanges> {
  const [ends, preferred] = await Promise.all([
    measureEnds(deps.db, customerHash),
    requestedUnit ? null : savedMeasurementUnit(deps, customerHash),
  ]);
  const unit = requestedUnit ?? preferred ?? ends.newestUnit ?? 'inches';
  return { unit, length: changeOf(ends.length, unit), girth: changeOf(ends.girth, unit) };
}
