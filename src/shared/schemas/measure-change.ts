import { z } from 'zod';
import type { MeasureChange } from '../rules/measure-change.ts';
import { MEASUREMENT_UNITS } from '../rules/units.ts';
import { customerHashQuery } from './customer-hash-query.ts';

const unitSchema = z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters']);

/** GET /api/progress/change query: the unit to answer in; without it, the customer's preferred unit. */
export const measureChangeQuery = customerHashQuery.extend({ unit: unitSchema.optional() });

/** One end of a change: when, and the value in the answer's unit. */
const measureEnd = z.object({
  /** ISO 8601, UTC: the session's instant, or the start of a measurement entry's day. */
  date: z.iso.datetime(),
  /** A measurement entry's calendar day ('YYYY-MM-DD'), shown as is in every zone; null for a session. */
  day: z.iso.date().nullable(),
  value: z.number(),
});

const measureChangeSchema = z.object({
  /** How many values there are; 1 when the first is also the latest. */
  entries: z.number().int().positive(),
  first: measureEnd,
  latest: measureEnd,
  /** Latest minus first, of the values to the hundredth. */
  change: z.number(),
}) satisfies z.ZodType<MeasureChange>;

/**
 * The home's headline (docs/decisions/050): length and girth from the first value to the latest, each
 * null when never measured, in one unit (the one asked for, else the preferred, else the newest entry's).
 */
export const measureChangesSchema = z.object({
  unit: unitSchema,
  length: measureChangeSchema.nullable(),
  girth: measureChangeSchema.nullable(),
});
export type MeasureChanges = z.infer<typeof measureChangesSchema>;
