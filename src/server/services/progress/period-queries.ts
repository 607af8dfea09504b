import { type SQL, sql } from 'drizzle-orm';
import { DAILY_KINDS, type Device, MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { ActiveDay, ProgressPeriod } from '#shared/schemas/progress.ts';
import type { Db } from '../../db/client.ts';
import { textArray } from '../../db/sql-array.ts';
import { bucketOf, currentPeriod, inRange, type ProgressWindow, stepOf } from './progress-window.ts';

/** The configured devices that are not training time: all-day wear, and those taken on a day. */
export type KindLabels = { allDay: readonly string[]; daily: readonly string[] };

/** The labels per kind from the configured device list (docs/decisions/054). */
export function kindLabels(devices: readonly Device[]): KindLabels {
  return {
    allDay: devices.filter((device) => device.kind === 'all-day').map((device) => device.label),
    daily: devices.filter((device) => DAILY_KINDS.includes(device.kind)).map((device) => device.label),
  };
}

/**
 * Training entries: every entry but measurements, all-day wear and daily products. A device no longer
 * listed counts as training time, never lost (docs/decisions/054).
 */
const isTraining = (kinds: KindLabels): SQL => sql`
  device <> ${MEASUREMENT_DEVICE}
  AND NOT (device = ANY(${textArray([...kinds.allDay, ...kinds.daily])}))`;

/**
 * The local start of the first period shown: that of the customer's first entry in the range (not a
 * measurement; the range starts on a period's first day, so it is inside); null without one. Training and
 * all-day charts share it, so their periods line up.
 */
const firstPeriod = (customerHash: string, window: ProgressWindow): SQL => sql`(
  SELECT date_trunc(${bucketOf(window)}, min(date AT TIME ZONE ${window.tz}))
  FROM sessions
  WHERE ${inRange(customerHash, window)} AND device <> ${MEASUREMENT_DEVICE})`;

/** Sessions, minutes and minutes per device of the entries `which` per period, empty periods included. */
async function periods(db: Db, customerHash: string, window: ProgressWindow, which: SQL) {
  const result = await db.execute<ProgressPeriod>(sql`
    WITH per_device AS (
      SELECT date_trunc(${bucketOf(window)}, date AT TIME ZONE ${window.tz}) AS start, device,
             count(*)::int AS sessions, sum(duration)::int AS minutes
      FROM sessions
      WHERE ${inRange(customerHash, window)} AND ${which}
      GROUP BY 1, 2
    ), periods AS (
      SELECT generate_series(${firstPeriod(customerHash, window)}, ${currentPeriod(window)}, ${stepOf(window)})
        AS start
    )
    SELECT to_char(w.start, 'YYYY-MM-DD') AS start,
           coalesce(sum(p.sessions), 0)::int AS sessions,
           coalesce(sum(p.minutes), 0)::int AS minutes,
           coalesce(json_agg(json_build_object('device', p.device, 'minutes', p.minutes)
                             ORDER BY p.minutes DESC, p.device) FILTER (WHERE p.device IS NOT NULL),
                    '[]'::json) AS devices
    FROM periods w LEFT JOIN per_device p ON p.start = w.start
    GROUP BY w.start
    ORDER BY w.start`);
  return result.rows;
}

/** Training time (hanging, vacuum, clamp) per period of the range. */
export const trainingPeriods = (db: Db, customerHash: string, window: ProgressWindow, kinds: KindLabels) =>
  periods(db, customerHash, window, isTraining(kinds));

/** All-day wear (extenders, sleeves) per period of the range, in minutes as logged. */
export const allDayPeriods = (db: Db, customerHash: string, window: ProgressWindow, kinds: KindLabels) =>
  periods(db, customerHash, window, sql`device = ANY(${textArray(kinds.allDay)})`);

/** The local days in the range each consumable or care product was taken or used, most days first. */
export async function takenDays(db: Db, customerHash: string, window: ProgressWindow, kinds: KindLabels) {
  const result = await db.execute<{ device: string; days: number }>(sql`
    SELECT device, count(DISTINCT (date AT TIME ZONE ${window.tz})::date)::int AS days
    FROM sessions
    WHERE ${inRange(customerHash, window)} AND device = ANY(${textArray(kinds.daily)})
    GROUP BY device
    ORDER BY days DESC, device`);
  return result.rows;
}

/** The local days of the range with at least one training session, and their sessions and minutes. */
export async function activeDays(db: Db, customerHash: string, window: ProgressWindow, kinds: KindLabels) {
  const result = await db.execute<ActiveDay>(sql`
    SELECT to_char((date AT TIME ZONE ${window.tz})::date, 'YYYY-MM-DD') AS date,
           count(*)::int AS sessions, sum(duration)::int AS minutes
    FROM sessions
    WHERE ${inRange(customerHash, window)} AND ${isTraining(kinds)}
    GROUP BY 1
    ORDER BY 1`);
  return result.rows;
}
