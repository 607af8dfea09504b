import { z } from 'zod';
import { MEASUREMENT_UNITS } from '../rules/units.ts';
import { calendarDate } from './calendar-date.ts';
import { statsQuery } from './sessions.ts';

const unitSchema = z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters']);
/** A calendar day in the customer's time zone, 'YYYY-MM-DD'. */
const localDay = calendarDate();

/**
 * GET /api/progress query: the customer's IANA time zone (as for the stats) and the unit to convert
 * length and girth to; without a unit, the unit of the customer's newest measurement (inches if none).
 */
export const progressQuery = statsQuery.extend({ unit: unitSchema.optional() });

/** One length or girth value, converted, with its change since the first and since the previous one. */
export const measurePoint = z.object({
  date: localDay,
  value: z.number(),
  sinceFirst: z.number(),
  /** null for the first value. */
  sincePrevious: z.number().nullable(),
});
export type MeasurePoint = z.infer<typeof measurePoint>;

/** One week (Monday to Sunday in the customer's zone) of training, measurement entries left out. */
const trainingWeek = z.object({
  /** The Monday the week starts on. */
  week: localDay,
  sessions: z.number().int(),
  minutes: z.number().int(),
  /** Minutes per device that week, most minutes first. */
  devices: z.array(z.object({ device: z.string(), minutes: z.number().int() })),
});
export type TrainingWeek = z.infer<typeof trainingWeek>;

/** The heaviest weight (lbs) logged each week with one weight device, weeks without one left out. */
const weightSeries = z.object({
  device: z.string(),
  points: z.array(z.object({ week: localDay, weight: z.number() })),
});
export type WeightSeries = z.infer<typeof weightSeries>;

/** A day with at least one session. */
const activeDay = z.object({ date: localDay, sessions: z.number().int(), minutes: z.number().int() });
export type ActiveDay = z.infer<typeof activeDay>;

/** Every series of the Progress view, computed by the server in the customer's time zone. */
export const progressSchema = z.object({
  unit: unitSchema,
  timeZone: z.string(),
  /** Today in the customer's zone. */
  today: localDay,
  /** Every length (girth) entered, oldest first, converted to `unit` and rounded to 2 decimals. */
  length: z.array(measurePoint),
  girth: z.array(measurePoint),
  /** The last 12 weeks, oldest first, the current week last; empty weeks included. */
  weeks: z.array(trainingWeek),
  /** One series per weight device, all history, oldest first. */
  weights: z.array(weightSeries),
  /** Days with a session within the 12 weeks of `weeks`, oldest first. */
  activeDays: z.array(activeDay),
});
export type ProgressResponse = z.infer<typeof progressSchema>;
