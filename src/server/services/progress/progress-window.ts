import { type SQL, sql } from 'drizzle-orm';
import { type ProgressRange, RANGE_INFO } from '#shared/rules/progress-range.ts';

// Every series is computed in the customer's time zone: `date AT TIME ZONE tz` is the local wall time, and
// date_trunc('week' | 'month', …) of it the local Monday (ISO weeks) or 1st of the month at 00:00.

/** The range of a request: its zone, "now", and how it is cut into periods (docs/decisions/058). */
export type ProgressWindow = { tz: string; now: string; range: ProgressRange };

/** 'week' or 'month' as SQL text (fixed words, never input). */
export const bucketOf = (window: ProgressWindow) => sql.raw(`'${RANGE_INFO[window.range].bucket}'`);

/** One period as an interval. */
export const stepOf = (window: ProgressWindow) => sql.raw(`'1 ${RANGE_INFO[window.range].bucket}'::interval`);

/** The local start of the current period. */
export const currentPeriod = (window: ProgressWindow): SQL =>
  sql`date_trunc(${bucketOf(window)}, ${window.now}::timestamptz AT TIME ZONE ${window.tz})`;

/** The local start of the range (its first whole period); -infinity for all time. */
export function rangeStart(window: ProgressWindow): SQL {
  const { back, bucket } = RANGE_INFO[window.range];
  if (back === null) return sql`'-infinity'::timestamp`;
  return sql`(${currentPeriod(window)} - ${`${back} ${bucket}s`}::interval)`;
}

/** Entries of the customer from the range's start to the end of the current period (as instants). */
export const inRange = (customerHash: string, window: ProgressWindow): SQL => sql`
  customer_hash = ${customerHash}
  AND date >= (${rangeStart(window)} AT TIME ZONE ${window.tz})
  AND date < ((${currentPeriod(window)} + ${stepOf(window)}) AT TIME ZONE ${window.tz})`;
