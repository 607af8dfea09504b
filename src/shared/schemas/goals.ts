import { z } from 'zod';
import { customerHashQuery } from './customer-hash-query.ts';
import { goalSchema, localDay, timeZoneSchema } from './goal-summary.ts';

export const CYCLE_MAX_DAYS = 14;

/** Planned rest days: none, fixed weekdays (ISO 1 Monday … 7 Sunday), or a cycle of days on and off. */
export const restDaysSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('weekdays'),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1, { error: 'Choose at least one rest day' })
      .max(6, { error: 'Leave at least one day to train' })
      .refine((days) => new Set(days).size === days.length, { error: 'A weekday is listed twice' }),
  }),
  z.object({
    kind: z.literal('cycle'),
    on: z.number().int().min(1).max(CYCLE_MAX_DAYS),
    off: z.number().int().min(1).max(CYCLE_MAX_DAYS),
    /** The first day "on" of a cycle; the cycle runs both ways from it. */
    anchor: localDay,
  }),
]);
export type RestDays = z.infer<typeof restDaysSchema>;

const reminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time like 19:00' });

/** What the goals screen edits. */
export const goalSettingsBody = z.object({
  goal: goalSchema.nullable(),
  restDays: restDaysSchema,
  weekStart: z.number().int().min(1).max(7),
  reminders: z.object({ enabled: z.boolean(), time: reminderTime }),
  /** The browser's zone: the days, weeks and reminders are the customer's local ones. */
  timeZone: timeZoneSchema,
});
export type GoalSettingsBody = z.infer<typeof goalSettingsBody>;

/** The saved settings, and whether reminders can be offered (an account with a verified email). */
export const goalSettingsSchema = goalSettingsBody.extend({
  timeZone: z.string().nullable(),
  reminders: z.object({ enabled: z.boolean(), time: reminderTime, available: z.boolean() }),
});
export type GoalSettings = z.infer<typeof goalSettingsSchema>;

export const goalsQuery = customerHashQuery;

/** The unsubscribe link's token (docs/decisions/019). */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(200) });
/** RFC 8058's one-click body (`List-Unsubscribe=One-Click`), or nothing. */
export const unsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).optional();
export const unsubscribeResponse = z.object({ unsubscribed: z.literal(true) });
