/**
 * Dates of entries. A training session happened at an instant, shown in the reader's zone with its time
 * of day. A measurement entry belongs to the calendar day the customer chose ('YYYY-MM-DD'), shown as
 * that day in every zone, and sorts at the start of that day in the customer's zone: below every session
 * of the same day in a newest-first list, whatever time it was typed in.
 */

import type { LocalFormat } from '../i18n/local-format.ts';
import { dateTimeFormat } from './date-formats.ts';

const HOUR_MS = 3600_000;
/** Time zones run from UTC-12 to UTC+14: the start of a day lies within these bounds of its UTC midnight. */
const EARLIEST_OFFSET_MS = -14 * HOUR_MS;
const LATEST_OFFSET_MS = 12 * HOUR_MS;
/** A session may be dated at most a day ahead (clocks and zones differ); the server refuses later ones. */
export const FUTURE_TOLERANCE_MS = 24 * HOUR_MS;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC midnight of a 'YYYY-MM-DD', or null when it is not a real calendar day. */
export function utcMidnight(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) {
    return null;
  }
  return time;
}

export const isCalendarDay = (day: string) => utcMidnight(day) !== null;

const pad = (n: number) => String(n).padStart(2, '0');

/** The 'YYYY-MM-DD' an instant falls on in UTC (what a legacy noon-UTC measurement meant). */
export const utcDay = (instant: Date) =>
  `${instant.getUTCFullYear()}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`;

/** The zone's wall clock at an instant, read as if it were UTC: its offset is this minus the instant. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The 'YYYY-MM-DD' an instant falls on in a time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  return utcDay(new Date(wallClockAsUtc(instant.getTime(), timeZone)));
}

/**
 * The instant a calendar day starts in a time zone (its first existing moment when a clock change
 * skips midnight). Throws on a day that does not exist.
 */
export function startOfDayInZone(day: string, timeZone: string): Date {
  const midnight = utcMidnight(day);
  if (midnight === null) throw new RangeError(`Not a calendar day: ${day}`);
  let guess = midnight;
  // Two rounds settle the offset, also across a clock change.
  for (let round = 0; round < 2; round++) {
    guess = midnight - (wallClockAsUtc(guess, timeZone) - guess);
  }
  if (dayInZone(new Date(guess), timeZone) !== day) guess += HOUR_MS;
  return new Date(guess);
}

/** True when an instant can be the start of that day in some time zone (UTC-12 to UTC+14). */
export function startsDaySomewhere(day: string, instant: Date): boolean {
  const midnight = utcMidnight(day);
  if (midnight === null) return false;
  const offset = instant.getTime() - midnight;
  return offset >= EARLIEST_OFFSET_MS && offset <= LATEST_OFFSET_MS;
}

/** True when a day has begun somewhere on Earth by `now` (plus the tolerance): not a future day. */
export function dayHasBegun(day: string, now: number = Date.now()): boolean {
  const midnight = utcMidnight(day);
  return midnight !== null && midnight + EARLIEST_OFFSET_MS <= now + FUTURE_TOLERANCE_MS;
}

/** A `datetime-local` input's value ('YYYY-MM-DDTHH:mm') for an instant, in the browser's zone. */
export function dateTimeInputValue(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(
    instant.getHours(),
  )}:${pad(instant.getMinutes())}`;
}

/** The latest a session may be dated from the form: a day ahead of now (minute precision). */
export const latestSessionInput = (now: Date = new Date()) =>
  dateTimeInputValue(new Date(now.getTime() + FUTURE_TOLERANCE_MS));

/**
 * What the lists show, in the language shown (English's as ADR 036 writes it): a measurement entry's chosen
 * day ('Nov 22, 2026'), or a session's day and time of day in the browser's zone ('Nov 21, 2026, 7:30 PM').
 */
export function formatEntryDate(format: LocalFormat, entry: { date: string; day?: string | null }): string {
  if (entry.day) {
    const midnight = utcMidnight(entry.day);
    if (midnight === null) return entry.day;
    // Written in UTC, where its midnight is that very day: no zone can move it.
    return format.day(new Date(midnight), { utc: true });
  }
  const date = new Date(entry.date);
  if (Number.isNaN(date.getTime())) return entry.date;
  return format.dayTime(date);
}
