import { z } from 'zod';
import { customerHashQuery } from './customer-hash-query.ts';

/** The timer settings' bounds (issue 11): checked by the screen and again by the server. */
export const TIMER_LIMITS = {
  sets: { min: 1, max: 20 },
  setMinutes: { min: 1, max: 240 },
  breakMinutes: { min: 0, max: 60 },
} as const;

const whole = (name: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be between ${min} and ${max}` })
    .max(max, { error: `${name} must be between ${min} and ${max}` });

/**
 * POST /api/timer: the device and the plan. `sets` null is "no sets" (the timer runs free until finished),
 * and then set and break lengths are left out; with sets, both are required.
 */
export const timerStartSchema = z
  .object({
    device: z.string({ error: 'Please select a device' }).trim().min(1, 'Please select a device').max(200),
    sets: whole('Sets', TIMER_LIMITS.sets).nullable(),
    setMinutes: whole('Set length', TIMER_LIMITS.setMinutes).nullable().optional(),
    breakMinutes: whole('Break length', TIMER_LIMITS.breakMinutes).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.sets === null) return;
    if (body.setMinutes === null || body.setMinutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['setMinutes'], message: 'Set length is required with sets' });
    }
    if (body.breakMinutes === null || body.breakMinutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['breakMinutes'], message: 'Break length is required with sets' });
    }
  });
export type TimerStart = z.infer<typeof timerStartSchema>;

export const TIMER_STATUSES = ['running', 'paused', 'finished', 'discarded'] as const;

/** A timer as the client sees it: its plan and stored times, and the server's clock to compute against. */
export const timerSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  sets: z.number().int().nullable(),
  setMinutes: z.number().int().nullable(),
  breakMinutes: z.number().int().nullable(),
  status: z.enum(TIMER_STATUSES),
  /** ISO 8601, UTC. */
  startedAt: z.iso.datetime(),
  /** When the current pause began; null while running. */
  pausedAt: z.iso.datetime().nullable(),
  /** The pauses already over, in milliseconds. */
  pausedMs: z.number().int().nonnegative(),
  /** When it was finished or discarded. */
  endedAt: z.iso.datetime().nullable(),
  /** Minutes in the device so far (breaks and pauses left out); fixed once finished. */
  deviceMinutes: z.number().int().nonnegative(),
  /** The server's clock when it answered, so a phone whose clock is off still counts right. */
  serverNow: z.iso.datetime(),
});
export type Timer = z.infer<typeof timerSchema>;

/** GET /api/timer: the running or paused timer, or null. */
export const currentTimerSchema = z.object({ timer: timerSchema.nullable() });

export const timerIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const timerQuery = customerHashQuery;
