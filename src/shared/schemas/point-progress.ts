import { z } from 'zod';
import { EXTRA_POINT_KEYS, MEASURE_POINT_KEYS } from '../measure-points.ts';
import { MEASUREMENT_UNITS } from '../rules/units.ts';
import { calendarDate } from './calendar-date.ts';
import { measurePoint, progressQuery } from './progress.ts';

// GET /api/progress/points (issue 29, docs/decisions/059): the optional measurement points' series and the
// days whose measurements of one point disagree.

/** The zone, the unit and the range (12 weeks when not given), as for GET /api/progress. */
export const pointProgressQuery = progressQuery;

/** A day whose measurements of one point differ by more than the tolerance (src/shared/rules/measure-consistency.ts). */
const disagreeingDay = z.object({
  point: z.enum(MEASURE_POINT_KEYS),
  date: calendarDate(),
  count: z.number().int(),
  /** The largest minus the smallest of the day, in `unit`. */
  spread: z.number(),
});
export type PointDisagreement = z.infer<typeof disagreeingDay>;

export const pointProgressSchema = z.object({
  unit: z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters']),
  /**
   * One series per optional point ever measured, in EXTRA_POINT_KEYS order: its values in the range, oldest
   * first, the changes against the whole history (as for length and girth).
   */
  series: z.array(z.object({ point: z.enum(EXTRA_POINT_KEYS), points: z.array(measurePoint) })),
  /** Days in the range that disagree, of every point (length and girth too), oldest first. */
  disagreements: z.array(disagreeingDay),
});
export type PointProgress = z.infer<typeof pointProgressSchema>;
