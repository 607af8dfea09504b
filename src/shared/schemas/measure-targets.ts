import { z } from 'zod';
import { MEASURE_POINT_KEYS } from '../measure-points.ts';
import { MEASUREMENT_UNITS } from '../rules/units.ts';
import { calendarDate } from './calendar-date.ts';
import { MEASURE_MAX, statsQuery } from './sessions.ts';

// Targets for a measurement point with a date (issue 29, docs/decisions/057).

/** The measurement points a target can be set for: every point (src/shared/measure-points.ts, docs/decisions/059). */
export const MEASURE_POINTS = MEASURE_POINT_KEYS;
export const measurePointSchema = z.enum(MEASURE_POINTS, { error: 'Unknown measurement point' });
export type MeasurePointName = z.infer<typeof measurePointSchema>;

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** PUT /api/goals/targets/:point: the value (above 0, as a measurement holds), its unit and the day. */
export const measureTargetBody = z.object({
  value: z
    .number({ error: 'Enter a number' })
    .gt(0, { error: 'The target must be more than 0' })
    // MEASURE_MAX written out whole: the client finds its translation by the English text (src/shared/locales).
    .max(MEASURE_MAX, { error: 'The target must be at most 99.99' })
    .refine(twoDecimals, { error: 'The target may have at most 2 decimals' }),
  unit: z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters'], {
    error: 'Unit must be inches or centimeters',
  }),
  /** The day to reach it by: today (in the query's zone) or later, checked by the service. */
  date: calendarDate(),
});
export type MeasureTargetBody = z.infer<typeof measureTargetBody>;

export const measureTargetParams = z.object({ point: measurePointSchema });

/** The zone that decides "today" (UTC when absent), as for the statistics. */
export const measureTargetsQuery = statsQuery;

/** What projectTarget (src/shared/rules/trend.ts) answers, as the API sends it. */
export const projectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reached'), on: z.string() }),
  z.object({ kind: z.literal('not-enough-data'), points: z.number().int(), needed: z.number().int() }),
  z.object({ kind: z.literal('not-moving') }),
  z.object({
    kind: z.literal('estimate'),
    likely: z.string(),
    earliest: z.string(),
    latest: z.string().nullable(),
  }),
]);

export const measureTargetSchema = measureTargetBody.extend({
  point: measurePointSchema,
  value: z.number(),
  /** The customer's measurements of this point, in the target's unit, oldest first. */
  points: z.array(z.object({ day: z.string(), value: z.number() })),
  projection: projectionSchema,
});
export type MeasureTarget = z.infer<typeof measureTargetSchema>;

/** GET /api/goals/targets: today in the zone, and each target set (none: an empty list). */
export const measureTargetsSchema = z.object({ today: z.string(), targets: z.array(measureTargetSchema) });
export type MeasureTargets = z.infer<typeof measureTargetsSchema>;
