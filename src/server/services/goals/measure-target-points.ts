import { sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import { isExtraPoint } from '#shared/measure-points.ts';
import type { TrendPoint } from '#shared/rules/trend.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { MeasurePointName } from '#shared/schemas/measure-targets.ts';
import type { Db } from '../../db/client.ts';
import { measurePoints, sessions } from '../../db/schema/sessions-and-photos.ts';

/**
 * Every measurement of one point (length and girth: measurement entries and sessions alike; an optional
 * point: measurement entries' measure_points rows), oldest first, as {day, value} in
 * `unit` (x or / 2.54, rounded to 2 decimals as the charts'): a measurement entry's own day, a session's
 * local day in `tz`.
 */
export async function measureTargetPoints(
  db: Db,
  customerHash: string,
  point: MeasurePointName,
  unit: MeasurementUnit,
  tz: string,
): Promise<TrendPoint[]> {
  // The spec's two are columns of every entry; an optional point is a measure_points row of a measurement entry.
  const raw = point === 'length' ? sessions.length : point === 'girth' ? sessions.girth : measurePoints.value;
  const from = isExtraPoint(point)
    ? sql`${sessions} JOIN ${measurePoints} ON ${measurePoints.sessionId} = ${sessions.id}
          AND ${measurePoints.point} = ${point}
          AND ${sessions.device} = ${MEASUREMENT_DEVICE}`
    : sql`${sessions}`;
  const result = await db.execute<TrendPoint>(sql`
    SELECT to_char(coalesce(${sessions.day}, (${sessions.date} AT TIME ZONE ${tz})::date), 'YYYY-MM-DD') AS day,
           round(CASE WHEN ${sessions.measurementUnit} = ${unit}::text THEN ${raw}
                      WHEN ${unit}::text = 'centimeters' THEN ${raw} * 2.54
                      ELSE ${raw} / 2.54 END, 2)::float8 AS value
    FROM ${from}
    WHERE ${sessions.customerHash} = ${customerHash} AND ${raw} IS NOT NULL
    ORDER BY 1, ${sessions.date}, ${sessions.id}`);
  return result.rows;
}
