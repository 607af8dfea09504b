import { localDay } from '#shared/rules/routine.ts';
import type { MeasurePointName, MeasureTarget, MeasureTargetBody } from '#shared/schemas/measure-targets.ts';
import { measureTargets } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { presentMeasureTarget } from './get-measure-targets.ts';

/** Sets or changes the customer's target of one point; its date must be today (in `tz`) or later. */
export async function saveMeasureTarget(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  point: MeasurePointName,
  body: MeasureTargetBody,
  tz: string,
  now = new Date(),
): Promise<MeasureTarget> {
  const today = localDay(now, tz);
  if (body.date < today) throw badRequest('Choose today or a later date', 'VALIDATION', 'date');
  const values = { value: body.value, unit: body.unit, targetDate: body.date, updatedAt: now };
  const [row] = await deps.db
    .insert(measureTargets)
    .values({ customerHash, point, ...values })
    .onConflictDoUpdate({ target: [measureTargets.customerHash, measureTargets.point], set: values })
    .returning();
  if (!row) throw new Error('measure_targets: no row returned');
  return presentMeasureTarget(deps.db, row, tz, today);
}
