import { z } from 'zod';
import { isKnownTimeZone } from '../rules/time-zones.ts';
import { calendarDate } from './calendar-date.ts';
import { statsQuery } from './sessions.ts';

// What the home screen's goal card reads and tells (docs/decisions/018); the goals screen's settings are in
// goals.ts, so the home builds only these schemas (docs/decisions/034).

/** A calendar day 'YYYY-MM-DD' (the customer's local day). */
export const localDay = calendarDate();
/** An IANA time zone the runtime knows (as for the statistics). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, { error: 'Unknown time zone' });

/** Highest weekly targets: every minute of a week, and 100 sessions. */
export const GOAL_LIMITS = { minutes: 7 * 24 * 60, sessions: 100 } as const;

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
  /** Over the last 28 days, or from the customer's first day when later (`consistency` in rules/routine.ts). */
  consistency: z.object({
    /** Planned days with a training session. */
    kept: z.number().int(),
    /** Days of the window that are not planned rest days; today only once logged. */
    planned: z.number().int(),
    /** Planned rest days in the window, today's included: left out of `planned`. */
    restDays: z.number().int(),
    /** The window's first day: 27 days before today, or the customer's first day when that is later. */
    from: localDay,
  }),
  /** Today is a planned rest day. */
  restToday: z.boolean(),
  /** The notice to rest stands: the streak keeps while resting, and the card does not nudge. */
  resting: z.boolean(),
});
export type GoalSummary = z.infer<typeof goalSummarySchema>;
