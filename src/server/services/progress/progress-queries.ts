import { type SQL, sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE, WEIGHT_DEVICES } from '#shared/devices.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { ActiveDay, MeasurePoint, TrainingWeek } from '#shared/schemas/progress.ts';
import type { Db } from '../../db/client.ts';

// Every series is one SQL aggregate over the customer's rows (the (customer_hash, date) index), computed in
// the customer's time zone: `date AT TIME ZONE tz` is the local wall time, and date_trunc('week', …) of it
// is the Monday 00:00 that starts the local week (PostgreSQL weeks are ISO weeks).

/** How many weeks the weekly series and the calendar cover, the current week included. */
export const PROGRESS_WEEKS = 12;

/** The first local Monday of the window and today, both as local timestamps. */
const windowStart = (now: string, tz: string) =>
  sql`(date_trunc('week', ${now}::timestamptz AT TIME ZONE ${tz}) - ${`${PROGRESS_WEEKS - 1} weeks`}::interval)`;

/** Training entries of the customer inside the 12-week window (measurement entries left out). */
const inWindow = (customerHash: string, now: string, tz: string): SQL => sql`
  customer_hash = ${customerHash}
  AND device <> ${MEASUREMENT_DEVICE}
  AND date >= (${windowStart(now, tz)} AT TIME ZONE ${tz})
  AND date < ((${windowStart(now, tz)} + ${`${PROGRESS_WEEKS} weeks`}::interval) AT TIME ZONE ${tz})`;

/** Today in the zone, and the unit of the customer's newest length or girth (null if none). */
export async function progressBasics(db: Db, customerHash: string, now: string, tz: string) {
  const result = await db.execute<{ today: string; unit: MeasurementUnit | null }>(sql`
    SELECT to_char((${now}::timestamptz AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS today,
           (SELECT measurement_unit FROM sessions
            WHERE customer_hash = ${customerHash} AND (length IS NOT NULL OR girth IS NOT NULL)
            ORDER BY date DESC, id DESC LIMIT 1) AS unit`);
  const row = result.rows[0];
  return { today: row?.today ?? '', unit: row?.unit ?? null };
}

type MeasureRow = {
  metric: 'length' | 'girth';
  date: string;
  value: number;
  since_first: number;
  since_previous: number | null;
};

/**
 * Every length and girth (measurement entries and sessions alike), converted to `unit` (x or / 2.54) and
 * rounded to 2 decimals; the changes are differences of the rounded values, so a table adds up.
 */
export async function measureSeries(db: Db, customerHash: string, tz: string, unit: MeasurementUnit) {
  const result = await db.execute<MeasureRow>(sql`
    WITH measured AS (
      SELECT s.id, s.date, m.metric,
             round(CASE WHEN s.measurement_unit = ${unit}::text THEN m.raw
                        WHEN ${unit}::text = 'centimeters' THEN m.raw * 2.54
                        ELSE m.raw / 2.54 END, 2) AS value
      FROM sessions s
      CROSS JOIN LATERAL (VALUES ('length', s.length), ('girth', s.girth)) AS m(metric, raw)
      WHERE s.customer_hash = ${customerHash} AND m.raw IS NOT NULL
    )
    SELECT metric,
           to_char((date AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS date,
           value::float8 AS value,
           (value - first_value(value) OVER w)::float8 AS since_first,
           (value - lag(value) OVER w)::float8 AS since_previous
    FROM measured
    WINDOW w AS (PARTITION BY metric ORDER BY date, id)
    ORDER BY metric, date, id`);
  const series = { length: [] as MeasurePoint[], girth: [] as MeasurePoint[] };
  for (const row of result.rows) {
    series[row.metric].push({
      date: row.date,
      value: row.value,
      sinceFirst: row.since_first,
      sincePrevious: row.since_previous,
    });
  }
  return series;
}

/** Sessions, minutes and minutes per device for each of the 12 local weeks, empty weeks included. */
export async function trainingWeeks(db: Db, customerHash: string, now: string, tz: string) {
  const result = await db.execute<TrainingWeek>(sql`
    WITH per_device AS (
      SELECT date_trunc('week', date AT TIME ZONE ${tz}) AS week, device,
             count(*)::int AS sessions, sum(duration)::int AS minutes
      FROM sessions
      WHERE ${inWindow(customerHash, now, tz)}
      GROUP BY 1, 2
    ), weeks AS (
      SELECT generate_series(${windowStart(now, tz)},
                             ${windowStart(now, tz)} + ${`${PROGRESS_WEEKS - 1} weeks`}::interval,
                             '1 week'::interval) AS week
    )
    SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
           coalesce(sum(p.sessions), 0)::int AS sessions,
           coalesce(sum(p.minutes), 0)::int AS minutes,
           coalesce(json_agg(json_build_object('device', p.device, 'minutes', p.minutes)
                             ORDER BY p.minutes DESC, p.device) FILTER (WHERE p.device IS NOT NULL),
                    '[]'::json) AS devices
    FROM weeks w LEFT JOIN per_device p ON p.week = w.week
    GROUP BY w.week
    ORDER BY w.week`);
  return result.rows;
}

/** The heaviest weight of each local week, per weight device, over the whole history. */
export async function heaviestWeights(db: Db, customerHash: string, tz: string) {
  const devices = sql.join(
    WEIGHT_DEVICES.map((device) => sql`${device}`),
    sql`, `,
  );
  const result = await db.execute<{ device: string; week: string; weight: number }>(sql`
    SELECT device, to_char(date_trunc('week', date AT TIME ZONE ${tz}), 'YYYY-MM-DD') AS week,
           max(weight)::float8 AS weight
    FROM sessions
    WHERE customer_hash = ${customerHash} AND device IN (${devices}) AND weight IS NOT NULL
    GROUP BY 1, 2
    ORDER BY 1, 2`);
  return WEIGHT_DEVICES.map((device) => ({
    device,
    points: result.rows.filter((row) => row.device === device).map(({ week, weight }) => ({ week, weight })),
  }));
}

/** The local days of the 12 weeks with at least one session, and their sessions and minutes. */
export async function activeDays(db: Db, customerHash: string, now: string, tz: string) {
  const result = await db.execute<ActiveDay>(sql`
    SELECT to_char((date AT TIME ZONE ${tz})::date, 'YYYY-MM-DD') AS date,
           count(*)::int AS sessions, sum(duration)::int AS minutes
    FROM sessions
    WHERE ${inWindow(customerHash, now, tz)}
    GROUP BY 1
    ORDER BY 1`);
  return result.rows;
}
