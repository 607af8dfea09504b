import { sql } from 'drizzle-orm';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import { CONSISTENCY_DAYS } from '#shared/rules/routine.ts';
import type { Db } from '../../db/client.ts';
import { textArray } from '../../db/sql-array.ts';

// The rules of src/shared/rules/routine.ts in SQL, over the customer's local days (docs/decisions/018):
// `date AT TIME ZONE tz` is a session's local wall time, so a 23- or 25-hour day is still one day; every
// local day from the customer's first session or plan to today is a row of generate_series, marked
// logged (a training session that day) and rest (the rest plan in force that day says so).

/** How far back a streak is looked for: ten years. */
const STREAK_HORIZON_DAYS = 3650;

/** SQL: true when `day` is a planned rest day under the plan columns of `rp` (the plan in force then). */
export const restDaySql = sql`coalesce(CASE rp.kind
    WHEN 'weekdays' THEN extract(isodow FROM d.day)::int = ANY (rp.weekdays)
    WHEN 'cycle' THEN mod(mod(d.day - rp.cycle_anchor, rp.cycle_on + rp.cycle_off) + rp.cycle_on + rp.cycle_off,
                          rp.cycle_on + rp.cycle_off) >= rp.cycle_on
    ELSE false END, false)`;

/** SQL: the rest plan in force on `d.day` for a customer, as the lateral `rp`. */
export const restPlanInForce = (customerHash: unknown) => sql`LEFT JOIN LATERAL (
    SELECT kind, weekdays, cycle_on, cycle_off, cycle_anchor FROM rest_plans
    WHERE customer_hash = ${customerHash} AND effective_from <= d.day
    ORDER BY effective_from DESC LIMIT 1) rp ON true`;

type RoutineRow = {
  today: string;
  streak: number;
  kept: number;
  planned: number;
  rest_days: number;
  window_from: string;
  rest_today: boolean;
};

/**
 * Today, the streak, the consistency over the last 28 days (its rest days counted apart) and whether today
 * is a rest day; `restSince`, while the notice to rest stands, makes every day after that session's a rest
 * day (the shared rule's `restFrom`, docs/decisions/055).
 */
export async function routineNumbers(
  db: Db,
  customerHash: string,
  now: string,
  tz: string,
  restSince: string | null = null,
  /** Devices taken or applied on a day (pills, gel): a day they were taken alone is not a training day. */
  dailyDevices: readonly string[] = [],
) {
  const training = sql`device <> ${MEASUREMENT_DEVICE} AND NOT (device = ANY(${textArray(dailyDevices)}))`;
  const result = await db.execute<RoutineRow>(sql`
    WITH params AS (
      SELECT (${now}::timestamptz AT TIME ZONE ${tz})::date AS today,
             -- While the notice to rest stands: the day after its session, from which every day is a rest day.
             ((${restSince}::timestamptz AT TIME ZONE ${tz})::date + 1) AS rest_from
    ), first_day AS (
      SELECT least(
        (SELECT min((date AT TIME ZONE ${tz})::date) FROM sessions
          WHERE customer_hash = ${customerHash} AND ${training}),
        (SELECT min(effective_from) FROM rest_plans WHERE customer_hash = ${customerHash}),
        (SELECT min(effective_from) FROM weekly_goals WHERE customer_hash = ${customerHash})) AS first
    ), logged_days AS (
      SELECT DISTINCT (date AT TIME ZONE ${tz})::date AS day FROM sessions
      WHERE customer_hash = ${customerHash} AND ${training}
    ), marked AS (
      SELECT d.day, (l.day IS NOT NULL) AS logged, ${restDaySql} AS planned_rest,
             (${restDaySql} OR coalesce(d.day >= params.rest_from, false)) AS rest
      FROM params, first_day,
           LATERAL (SELECT g::date AS day FROM generate_series(
             greatest(first_day.first, params.today - ${STREAK_HORIZON_DAYS}::int)::timestamp,
             params.today::timestamp, '1 day'::interval) g
                   WHERE first_day.first IS NOT NULL) d
      LEFT JOIN logged_days l ON l.day = d.day
      ${restPlanInForce(customerHash)}
    ), streak_end AS (
      SELECT CASE WHEN EXISTS (SELECT 1 FROM marked WHERE day = params.today AND (logged OR rest))
                  THEN params.today ELSE params.today - 1 END AS day
      FROM params
    ), last_break AS (
      SELECT max(m.day) AS day FROM marked m, streak_end e WHERE m.day <= e.day AND NOT m.logged AND NOT m.rest
    ), streak_start AS (
      SELECT min(m.day) AS day FROM marked m, streak_end e, last_break b
      WHERE m.logged AND m.day <= e.day AND (b.day IS NULL OR m.day > b.day)
    ), window_start AS (
      SELECT greatest(first_day.first, params.today - ${CONSISTENCY_DAYS - 1}::int) AS day FROM params, first_day
    )
    SELECT to_char(params.today, 'YYYY-MM-DD') AS today,
           coalesce((SELECT e.day - s.day + 1 FROM streak_end e, streak_start s WHERE s.day IS NOT NULL), 0)::int
             AS streak,
           (SELECT count(*) FROM marked m, window_start w
             WHERE m.day >= w.day AND NOT m.rest AND m.logged)::int AS kept,
           (SELECT count(*) FROM marked m, window_start w
             WHERE m.day >= w.day AND NOT m.rest AND (m.day < params.today OR m.logged))::int AS planned,
           (SELECT count(*) FROM marked m, window_start w WHERE m.day >= w.day AND m.rest)::int AS rest_days,
           to_char((SELECT day FROM window_start), 'YYYY-MM-DD') AS window_from,
           coalesce((SELECT planned_rest FROM marked WHERE day = params.today), false) AS rest_today
    FROM params`);
  const row = result.rows[0];
  if (!row) throw new Error('routine query returned no row');
  return row;
}

type WeekRow = {
  start: string;
  week_end: string;
  kind: 'minutes' | 'sessions' | 'none' | null;
  target: number | null;
  device: string | null;
  done: number;
};

/**
 * This local week (starting on the customer's week-start day), the goal in force on its last day, and
 * what is done towards it: minutes or sessions of the goal's device if it has one, else of session time
 * only: all-day wear and products taken on a day are left out (docs/decisions/054, 061).
 */
export async function weekProgress(
  db: Db,
  customerHash: string,
  now: string,
  tz: string,
  notSessionTime: readonly string[] = [],
) {
  const result = await db.execute<WeekRow>(sql`
    WITH params AS (
      SELECT (${now}::timestamptz AT TIME ZONE ${tz})::date AS today,
             coalesce((SELECT week_start FROM customer_settings WHERE customer_hash = ${customerHash}), 1)::int
               AS week_start
    ), week AS (
      SELECT today - ((extract(isodow FROM today)::int - week_start + 7) % 7) AS start FROM params
    ), goal AS (
      SELECT g.kind, g.target, g.device FROM weekly_goals g, week
      WHERE g.customer_hash = ${customerHash} AND g.effective_from <= week.start + 6
      ORDER BY g.effective_from DESC LIMIT 1
    )
    SELECT to_char(week.start, 'YYYY-MM-DD') AS start, to_char(week.start + 6, 'YYYY-MM-DD') AS week_end,
           goal.kind, goal.target, goal.device,
           coalesce((SELECT CASE WHEN goal.kind = 'sessions' THEN count(*) ELSE sum(s.duration) END
                     FROM sessions s
                     WHERE s.customer_hash = ${customerHash} AND s.device <> ${MEASUREMENT_DEVICE}
                       AND (s.device = goal.device
                            OR (goal.device IS NULL AND NOT (s.device = ANY(${textArray(notSessionTime)}))))
                       AND s.date >= (week.start::timestamp AT TIME ZONE ${tz})
                       AND s.date < ((week.start + 7)::timestamp AT TIME ZONE ${tz})), 0)::int AS done
    FROM week LEFT JOIN goal ON true`);
  const row = result.rows[0];
  if (!row) throw new Error('week query returned no row');
  return row;
}
