import { asc, eq } from 'drizzle-orm';
import { localDay } from '#shared/rules/routine.ts';
import { projectTarget } from '#shared/rules/trend.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { MeasurePointName, MeasureTarget, MeasureTargets } from '#shared/schemas/measure-targets.ts';
import type { Db } from '../../db/client.ts';
import { measureTargets } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { measureTargetPoints } from './measure-target-points.ts';

type TargetRow = typeof measureTargets.$inferSelect;

/** One stored target with its measurements (in its unit) and when it would be reached at the recent rate. */
export async function presentMeasureTarget(
  db: Db,
  row: TargetRow,
  tz: string,
  today: string,
): Promise<MeasureTarget> {
  const point = row.point as MeasurePointName;
  const unit = row.unit as MeasurementUnit;
  const points = await measureTargetPoints(db, row.customerHash, point, unit, tz);
  return {
    point,
    value: row.value,
    unit,
    date: row.targetDate,
    points,
    projection: projectTarget(points, row.value, today),
  };
}

/** The customer's measurement targets, length first; today is the local day in `tz`. */
export async function getMeasureTargets(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  tz: string,
  now = new Date(),
): Promise<MeasureTargets> {
  const today = localDay(now, tz);
  const rows = await deps.db
    .select()
    .from(measureTargets)
    .where(eq(measureTargets.customerHash, customerHash))
    .orderBy(asc(measureTargets.point));
  const targets = await Promise.all(rows.map((row) => presentMeasureTarget(deps.db, row, tz, today)));
  // 'girth' sorts before 'length' in SQL; the screen lists length first.
  return { today, targets: targets.sort((a, b) => b.point.localeCompare(a.point)) };
}
