import { sql } from 'drizzle-orm';
import type { TrendPoint } from '#shared/rules/trend.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { MeasurePointName } from '#shared/schemas/measure-targets.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';

/**
 * Every measurement of one point (measurement entries and sessions alike), oldest first, as {day, value} in
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
  const raw = point === 'length' ? sessions.length : sessions.girth;
  const result = await db.execute<TrendPoint>(sql`
    SELECT to_char(coalesce(${sessions.day}, (${sessions.date} AT TIME ZONE ${tz})::date), 'YYYY-MM-DD') AS day,
           round(CASE WHEN ${sessions.measurementUnit} = ${unit}::text THEN ${raw}
                      WHEN ${unit}::text = 'centimeters' THEN ${raw} * 2.54
                      ELSE ${raw} / 2.54 END, 2)::float8 AS value
    FROM ${sessions}
    WHERE ${sessions.customerHash} = ${customerHash} AND ${raw} IS NOT NULL
    ORDER BY 1, ${sessions.date}, ${sessions.id}`);
  return result.rows;
}
