import { sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import { MEASURE_POINT_KEYS, pointInfo } from '#shared/measure-points.ts';
import { CONSISTENCY_TOLERANCE } from '#shared/rules/measure-consistency.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { PointProgress } from '#shared/schemas/point-progress.ts';
import type { Db } from '../../db/client.ts';
import { type ProgressWindow, rangeStart } from './progress-window.ts';

/** A stored value in the entry's unit, converted to `unit` (x or / 2.54) and rounded as the charts' are. */
const converted = (raw: ReturnType<typeof sql>, unit: MeasurementUnit) => sql`
  round(CASE WHEN s.measurement_unit = ${unit}::text THEN ${raw}
             WHEN ${unit}::text = 'centimeters' THEN ${raw} * 2.54
             ELSE ${raw} / 2.54 END, 2)`;

/**
 * One SQL statement over the customer's measurements: every optional point measured (measurement entries'
 * measure_points rows, by the (customer_hash, device, date) index and the points' primary key) with its
 * values in the range and their changes against the whole history (as length and girth,
 * docs/decisions/058), and the days in the range on which one point's measurements (length and girth of
 * every entry included) differ by more than CONSISTENCY_TOLERANCE. A day is a measurement entry's own day, a
 * session's local day in the zone.
 */
export async function pointSeries(
  db: Db,
  customerHash: string,
  window: ProgressWindow,
  unit: MeasurementUnit,
): Promise<Omit<PointProgress, 'unit'>> {
  const { tz } = window;
  const from = rangeStart(window);
  const tolerances = sql.join(
    MEASURE_POINT_KEYS.map(
      (key) => sql`(${key}::text, ${CONSISTENCY_TOLERANCE[pointInfo(key).quantity][unit]}::numeric)`,
    ),
    sql`, `,
  );
  const order = sql.join(
    MEASURE_POINT_KEYS.map((key, index) => sql`(${key}::text, ${index}::int)`),
    sql`, `,
  );
  const result = await db.execute<Omit<PointProgress, 'unit'>>(sql`
    WITH measured AS (
      SELECT s.id, s.date, coalesce(s.day, (s.date AT TIME ZONE ${tz})::date) AS day, m.point,
             ${converted(sql`m.raw`, unit)} AS value
      FROM sessions s
      CROSS JOIN LATERAL (VALUES ('length', s.length), ('girth', s.girth)) AS m(point, raw)
      WHERE s.customer_hash = ${customerHash} AND m.raw IS NOT NULL
      UNION ALL
      SELECT s.id, s.date, s.day, p.point, ${converted(sql`p.value`, unit)} AS value
      FROM sessions s
      JOIN measure_points p ON p.session_id = s.id
      WHERE s.customer_hash = ${customerHash} AND s.device = ${MEASUREMENT_DEVICE}
    ), point_order(point, rank) AS (VALUES ${order}),
    series AS (
      SELECT point, day, id, date, date >= (${from} AT TIME ZONE ${tz}) AS in_range,
             json_build_object(
               'date', to_char(day, 'YYYY-MM-DD'),
               'value', value::float8,
               'sinceFirst', (value - first_value(value) OVER w)::float8,
               'sincePrevious', (value - lag(value) OVER w)::float8) AS entry
      FROM measured
      WHERE point NOT IN ('length', 'girth')
      WINDOW w AS (PARTITION BY point ORDER BY day, date, id)
    ), per_point AS (
      SELECT s.point, o.rank,
             coalesce(json_agg(s.entry ORDER BY s.day, s.date, s.id) FILTER (WHERE s.in_range), '[]'::json) AS points
      FROM series s JOIN point_order o USING (point)
      GROUP BY s.point, o.rank
    ), per_day AS (
      SELECT m.point, m.day, count(*)::int AS count, (max(m.value) - min(m.value)) AS spread
      FROM measured m
      GROUP BY m.point, m.day
    ), disagreeing AS (
      SELECT d.point, d.day, d.count, d.spread, o.rank
      FROM per_day d
      JOIN (VALUES ${tolerances}) AS t(point, tolerance) USING (point)
      JOIN point_order o USING (point)
      WHERE d.count > 1 AND d.spread > t.tolerance AND d.day >= ${from}::date
    )
    SELECT
      (SELECT coalesce(json_agg(json_build_object('point', point, 'points', points) ORDER BY rank), '[]'::json)
         FROM per_point) AS series,
      (SELECT coalesce(json_agg(json_build_object(
                'point', point, 'date', to_char(day, 'YYYY-MM-DD'), 'count', count, 'spread', spread::float8)
              ORDER BY day, rank), '[]'::json)
         FROM disagreeing) AS disagreements`);
  const row = result.rows[0];
  return { series: row?.series ?? [], disagreements: row?.disagreements ?? [] };
}
