import { z } from 'zod';
import { isKnownTimeZone } from '../rules/time-zones.ts';
import { customerHashQuery } from './customer-hash-query.ts';
import { statsQuery } from './sessions.ts';

/** A calendar day 'YYYY-MM-DD' (the customer's local day). */
const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-03-29' });
/** An IANA time zone the runtime knows (as for the statistics). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, { error: 'Unknown time zone' });

/** Highest weekly targets: every minute of a week, and 100 sessions. */
export const GOAL_LIMITS = { minutes: 7 * 24 * 60, sessions: 100 } as const;
export const CYCLE_MAX_DAYS = 14;

/** A weekly goal: minutes or sessions per week, over every device or one. */
export const goalSchema = z
  .object({
    kind: z.enum(['minutes', 'sessions'], { error: 'Goal must be minutes or sessions per week' }),
    target: z.number({ error: 'Enter a whole number' }).int({ error: 'Enter a whole number' }).min(1, {
      error: 'The goal must be at least 1',
    }),
    device: z.string().min(1).max(100).nullable(),
  })
  .refine((goal) => goal.target <= GOAL_LIMITS[goal.kind], {
    error: 'That is more than a week holds',
    path: ['target'],
  });
export type Goal = z.infer<typeof goalSchema>;

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
/** GET /api/goals/summary: computed in the browser's zone (UTC when absent), as the statistics. */
export const goalSummaryQuery = statsQuery;

/** PUT /api/goals/time-zone: the browser's zone, remembered for the reminders. */
export const timeZoneBody = z.object({ timeZone: timeZoneSchema });

/** Home's goal card: this week against its goal, the streak and the 4-week consistency. */
export const goalSummarySchema = z.object({
  today: localDay,
  timeZone: z.string(),
  /** The zone the server remembers (null: never told); the client sends its own when they differ. */
  savedTimeZone: z.string().nullable(),
  week: z.object({
    start: localDay,
    end: localDay,
    /** The goal in force this week, or null. */
    goal: goalSchema.nullable(),
    /** Minutes or sessions so far this week (of the goal's kind and device; minutes without a goal). */
    done: z.number().int(),
  }),
  /** Consecutive days kept; planned rest days count as kept; today does not break it. */
  streak: z.number().int(),
  /** Planned days with a session out of planned days, over the last 28 days. */
  consistency: z.object({ kept: z.number().int(), planned: z.number().int(), from: localDay }),
  /** Today is a planned rest day. */
  restToday: z.boolean(),
});
export type GoalSummary = z.infer<typeof goalSummarySchema>;

/** The unsubscribe link's token (docs/decisions/019). */
export const unsubscribeQuery = z.object({ token: z.string().min(1).max(200) });
/** RFC 8058's one-click body (`List-Unsubscribe=One-Click`), or nothing. */
export const unsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).optional();
export const unsubscribeResponse = z.object({ unsubscribed: z.literal(true) });
