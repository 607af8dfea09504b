import { and, eq } from 'drizzle-orm';
import { isExtraPoint } from '#shared/measure-points.ts';
import type { PointValues } from '#shared/schemas/sessions.ts';
import type { Db } from '../../db/client.ts';
import { measurePoints, sessions } from '../../db/schema/sessions-and-photos.ts';

// A measurement entry's optional points (docs/decisions/059): rows of measure_points, owned through the
// entry's customer.

/** Replaces the entry's points with `points` (inside the entry's own transaction). */
export async function replaceEntryPoints(tx: Db, sessionId: number, points: PointValues): Promise<void> {
  await tx.delete(measurePoints).where(eq(measurePoints.sessionId, sessionId));
  const rows = Object.entries(points).map(([point, value]) => ({ sessionId, point, value: String(value) }));
  if (rows.length > 0) await tx.insert(measurePoints).values(rows);
}

/** The points of one of the customer's own entries (none for another customer's). */
export async function readEntryPoints(db: Db, customerHash: string, sessionId: number): Promise<PointValues> {
  const rows = await db
    .select({ point: measurePoints.point, value: measurePoints.value })
    .from(measurePoints)
    .innerJoin(sessions, eq(sessions.id, measurePoints.sessionId))
    .where(and(eq(measurePoints.sessionId, sessionId), eq(sessions.customerHash, customerHash)));
  const points: PointValues = {};
  for (const { point, value } of rows) if (isExtraPoint(point)) points[point] = Number(value);
  return points;
}
