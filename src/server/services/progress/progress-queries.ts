import { sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE, WEIGHT_DEVICES } from '#shared/devices.ts';
import type { DayValue, QuantityEnds } from '#shared/rules/progress-headline.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { MeasurePoint } from '#shared/schemas/progress.ts';
import type { Db } from '../../db/client.ts';
import { textArray } from '../../db/sql-array.ts';
import { type ProgressWindow, rangeStart } from './progress-window.ts';

// Every series is one SQL aggregate over the customer's rows (the (customer_hash, date) index), computed in
// the customer's time zone (see progress-window.ts). Measured quantities are read over the whole history,
// so the first value and the changes since it stay true in any range, and only the range's rows (with the
// first and latest ever) leave the database.

/** Today and the range's first day in the zone, and the unit of the customer's newest length or girth. */
export async function progressBasics(db: Db, customerHash: string, window: ProgressWindow) {
  const result = await db.execute<{
    today: string;
    range_start: string | null;
    unit: MeasurementUnit | null;
  }>(sql`
    SELECT to_char((${window.now}::timestamptz AT TIME ZONE ${window.tz})::date, 'YYYY-MM-DD') AS today,
           CASE WHEN ${rangeStart(window)} = '-infinity'::timestamp THEN NULL
                ELSE to_char(${rangeStart(window)}, 'YYYY-MM-DD') END AS range_start,
           (SELECT measurement_unit FROM sessions
            WHERE customer_hash = ${customerHash} AND (length IS NOT NULL OR girth IS NOT NULL)
            ORDER BY date DESC, id DESC LIMIT 1) AS unit`);
  const row = result.rows[0];
  return { today: row?.today ?? '', rangeStart: row?.range_start ?? null, unit: row?.unit ?? null };
}

type Row = {
  metric: 'length' | 'girth' | 'weight';
  date: string;
  value: number;
  since_first: number;
  since_previous: number | null;
  total: number;
  is_first: boolean;
  is_latest: boolean;
  in_range: boolean;
};

const noEnds = (): QuantityEnds => ({ first: null, latest: null, count: 0 });

/** The rows of one quantity as its points in the range and its ends. */
function split(rows: readonly Row[]) {
  const ends = noEnds();
  const points: Row[] = [];
  for (const row of rows) {
    const value = { date: row.date, value: row.value };
    ends.count = row.total;
    if (row.is_first) ends.first = value;
    if (row.is_latest) ends.latest = value;
    if (row.in_range) points.push(row);
  }
  return { ends, points };
}

/**
 * Every length and girth in the range (measurement entries and sessions alike), converted to `unit` (x or
 * / 2.54) and rounded to 2 decimals, with the first and latest ever; the changes are differences of the
 * rounded values against the whole history, so a table adds up.
 */
export async function measureSeries(
  db: Db,
  customerHash: string,
  window: ProgressWindow,
  unit: MeasurementUnit,
) {
  const result = await db.execute<Row>(sql`
    WITH measured AS (
      SELECT s.id, s.date, m.metric,
             round(CASE WHEN s.measurement_unit = ${unit}::text THEN m.raw
                        WHEN ${unit}::text = 'centimeters' THEN m.raw * 2.54
                        ELSE m.raw / 2.54 END, 2) AS value
      FROM sessions s
      CROSS JOIN LATERAL (VALUES ('length', s.length), ('girth', s.girth)) AS m(metric, raw)
      WHERE s.customer_hash = ${customerHash} AND m.raw IS NOT NULL
    ), numbered AS (
      SELECT metric, date, id, value,
             value - first_value(value) OVER w AS since_first,
             value - lag(value) OVER w AS since_previous,
             row_number() OVER w AS nth,
             count(*) OVER (PARTITION BY metric) AS total
      FROM measured
      WINDOW w AS (PARTITION BY metric ORDER BY date, id)
    )
    SELECT metric,
           to_char((date AT TIME ZONE ${window.tz})::date, 'YYYY-MM-DD') AS date,
           value::float8 AS value, since_first::float8 AS since_first, since_previous::float8 AS since_previous,
           total::int AS total, nth = 1 AS is_first, nth = total AS is_latest,
           date >= (${rangeStart(window)} AT TIME ZONE ${window.tz}) AS in_range
    FROM numbered
    WHERE nth = 1 OR nth = total OR date >= (${rangeStart(window)} AT TIME ZONE ${window.tz})
    ORDER BY metric, date, id`);
  const of = (metric: Row['metric']) => {
    const { ends, points } = split(result.rows.filter((row) => row.metric === metric));
    const series: MeasurePoint[] = points.map((row) => ({
      date: row.date,
      value: row.value,
      sinceFirst: row.since_first,
      sincePrevious: row.since_previous,
    }));
    return { ends, series };
  };
  const length = of('length');
  const girth = of('girth');
  return { length: length.series, girth: girth.series, ends: { length: length.ends, girth: girth.ends } };
}

/** The weeks starting in the range (the local Monday at or after its first day). */
const weekInRange = (window: ProgressWindow) =>
  sql`date_trunc('week', date AT TIME ZONE ${window.tz}) >= ${rangeStart(window)}`;

/** The heaviest weight of each local week in the range, per weight device. */
export async function heaviestWeights(db: Db, customerHash: string, window: ProgressWindow) {
  const result = await db.execute<{ device: string; week: string; weight: number }>(sql`
    SELECT device, to_char(date_trunc('week', date AT TIME ZONE ${window.tz}), 'YYYY-MM-DD') AS week,
           max(weight)::float8 AS weight
    FROM sessions
    WHERE customer_hash = ${customerHash} AND device = ANY(${textArray(WEIGHT_DEVICES)})
      AND weight IS NOT NULL AND ${weekInRange(window)}
    GROUP BY 1, 2
    ORDER BY 1, 2`);
  return WEIGHT_DEVICES.map((device) => ({
    device,
    points: result.rows.filter((row) => row.device === device).map(({ week, weight }) => ({ week, weight })),
  }));
}

/**
 * The hanging weight: the heaviest weight (lbs) of each local week over both weight devices, the weeks in
 * the range, with the first and latest week ever.
 */
export async function hangingWeight(db: Db, customerHash: string, window: ProgressWindow) {
  const result = await db.execute<Row>(sql`
    WITH weekly AS (
      SELECT date_trunc('week', date AT TIME ZONE ${window.tz}) AS week, max(weight) AS weight
      FROM sessions
      WHERE customer_hash = ${customerHash} AND device = ANY(${textArray(WEIGHT_DEVICES)})
        AND device <> ${MEASUREMENT_DEVICE} AND weight IS NOT NULL
      GROUP BY 1
    ), numbered AS (
      SELECT week, weight, row_number() OVER (ORDER BY week) AS nth, count(*) OVER () AS total FROM weekly
    )
    SELECT 'weight' AS metric, to_char(week, 'YYYY-MM-DD') AS date, weight::float8 AS value,
           total::int AS total, nth = 1 AS is_first, nth = total AS is_latest,
           week >= ${rangeStart(window)} AS in_range
    FROM numbered
    WHERE nth = 1 OR nth = total OR week >= ${rangeStart(window)}
    ORDER BY week`);
  const { ends, points } = split(result.rows);
  const series: DayValue[] = points.map((row) => ({ date: row.date, value: row.value }));
  return { ends, series };
}
