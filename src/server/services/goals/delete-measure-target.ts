import { and, eq } from 'drizzle-orm';
import type { MeasurePointName } from '#shared/schemas/measure-targets.ts';
import { measureTargets } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';

/** Removes the customer's target of one point; `removed` is false when there was none. */
export async function deleteMeasureTarget(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  point: MeasurePointName,
): Promise<{ removed: boolean }> {
  const rows = await deps.db
    .delete(measureTargets)
    .where(and(eq(measureTargets.customerHash, customerHash), eq(measureTargets.point, point)))
    .returning({ id: measureTargets.id });
  return { removed: rows.length > 0 };
}
