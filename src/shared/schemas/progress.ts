import { z } from 'zod';
import { PROGRESS_RANGES } from '../rules/progress-range.ts';
import { MEASUREMENT_UNITS } from '../rules/units.ts';
import { calendarDate } from './calendar-date.ts';
import { statsQuery } from './sessions.ts';

const unitSchema = z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters']);
/** A calendar day in the customer's time zone, 'YYYY-MM-DD'. */
const localDay = calendarDate();

/**
 * GET /api/progress query: the customer's IANA time zone (as for the stats), the unit to convert length and
 * girth to (without one, the customer's preferred unit, else that of the newest measurement, else inches)
 * and the range (docs/decisions/058): 4 or 12 weeks, a year or all time; 12 weeks when not given.
 */
export const progressQuery = statsQuery.extend({
  unit: unitSchema.optional(),
  range: z.enum(PROGRESS_RANGES).default('12w'),
});

/** One length or girth value, converted, with its change since the first and since the previous one. */
export const measurePoint = z.object({
  date: localDay,
  value: z.number(),
  sinceFirst: z.number(),
  /** null for the first value. */
  sincePrevious: z.number().nullable(),
});
export type MeasurePoint = z.infer<typeof measurePoint>;

/**
 * One period (a local week from Monday, or a calendar month) of entries of some kinds, measurement entries
 * left out.
 */
const period = z.object({
  /** The period's first day: a Monday, or the 1st of a month. */
  start: localDay,
  sessions: z.number().int(),
  minutes: z.number().int(),
  /** Minutes per device in the period, most minutes first. */
  devices: z.array(z.object({ device: z.string(), minutes: z.number().int() })),
});
export type ProgressPeriod = z.infer<typeof period>;

/** A value on a local day, in the unit shown (lbs for weights). */
const dayValue = z.object({ date: localDay, value: z.number() });

/** The first and latest value of a quantity ever, and how many values there are. */
const quantityEnds = z.object({
  first: dayValue.nullable(),
  latest: dayValue.nullable(),
  count: z.number().int(),
});

/** The heaviest weight (lbs) of each week in the range with one weight device, weeks without one left out. */
const weightSeries = z.object({
  device: z.string(),
  points: z.array(z.object({ week: localDay, weight: z.number() })),
});
export type WeightSeries = z.infer<typeof weightSeries>;

/** A day with at least one training session (docs/decisions/054). */
const activeDay = z.object({ date: localDay, sessions: z.number().int(), minutes: z.number().int() });
export type ActiveDay = z.infer<typeof activeDay>;

/** Every series of the Progress view, computed by the server in the customer's time zone. */
export const progressSchema = z.object({
  unit: unitSchema,
  timeZone: z.string(),
  /** Today in the customer's zone. */
  today: localDay,
  range: z.enum(PROGRESS_RANGES),
  /** Weeks for 4 and 12 weeks, months for a year and all time. */
  bucket: z.enum(['week', 'month']),
  /** The first day of the range (null for all time). */
  rangeStart: localDay.nullable(),
  /** Every length (girth) entered in the range, oldest first, converted to `unit`, rounded to 2 decimals;
   * the changes are against the first and previous values ever. */
  length: z.array(measurePoint),
  girth: z.array(measurePoint),
  /** The heaviest weight of each week in the range over both weight devices (lbs): the hanging weight. */
  hangingWeight: z.array(dayValue),
  /** All history: the first and latest length, girth (in `unit`) and weekly heaviest weight (lbs). */
  ends: z.object({ length: quantityEnds, girth: quantityEnds, hangingWeight: quantityEnds }),
  /**
   * Training time (hanging, vacuum, clamp) per period, oldest first, from the period of the customer's
   * first entry in the range to the current one, empty periods between included; none without entries.
   */
  training: z.array(period),
  /** All-day wear (extenders, sleeves) per period, the same periods as `training`. */
  allDay: z.array(period),
  /** Consumables and care products: the days each was taken or used in the range, most days first. */
  takenDays: z.array(z.object({ device: z.string(), days: z.number().int() })),
  /** One series per weight device, weeks in the range, oldest first. */
  weights: z.array(weightSeries),
  /** Days with a training session in the range, oldest first. */
  activeDays: z.array(activeDay),
});
export type ProgressResponse = z.infer<typeof progressSchema>;
