import { z } from 'zod';
import { calendarDate } from './calendar-date.ts';
import { customerHashQuery } from './customer-hash-query.ts';
import { timeZoneSchema } from './goal-summary.ts';
import { statsQuery } from './sessions.ts';

// Products taken or applied on a day (pills, gel: the `consumable` and `care` kinds), marked from the home
// in one tap (docs/decisions/061). A mark is an entry of the product with no minutes: only these
// endpoints write one, and the session form keeps the spec's minimum of one minute.

/** GET /api/taken: in the browser's zone, as the statistics. */
export const takenQuery = statsQuery;

/** One product the customer has logged before, and whether it is marked today. */
const takenProduct = z.object({
  device: z.string(),
  kind: z.enum(['consumable', 'care']),
  /** The id of today's mark (its entry), or null when not marked today. */
  todayId: z.number().int().nullable(),
  /** Days with the product in the last 28 days, today included. */
  daysLast28: z.number().int(),
});
export type TakenProduct = z.infer<typeof takenProduct>;

export const takenTodaySchema = z.object({
  /** Today in the customer's zone. */
  today: calendarDate(),
  products: z.array(takenProduct),
});
export type TakenToday = z.infer<typeof takenTodaySchema>;

export const takenMarkQuery = customerHashQuery;

/** POST /api/taken: the product, and the browser's zone, which says which day "today" is. */
export const takenMarkBody = z.object({
  device: z.string().min(1, { error: 'Choose a product' }).max(100),
  timeZone: timeZoneSchema,
});
export type TakenMarkBody = z.infer<typeof takenMarkBody>;

/** Today's mark; `created` false when it was already marked (a second tap changes nothing). */
export const takenMarkSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  created: z.boolean(),
});
export type TakenMark = z.infer<typeof takenMarkSchema>;
