import { deviceMinutes, type TimerClock, type TimerPlan } from '#shared/rules/timer-phases.ts';
import type { Timer } from '#shared/schemas/timer.ts';
import { TIMER_STATUSES } from '#shared/schemas/timer.ts';
import type { sessionTimers } from '../db/schema/routine.ts';

export type TimerRow = typeof sessionTimers.$inferSelect;

export const timerPlan = (row: TimerRow): TimerPlan => ({
  sets: row.sets,
  setMinutes: row.setMinutes,
  breakMinutes: row.breakMinutes,
});

export const timerClock = (row: TimerRow): TimerClock => ({
  startedAt: row.startedAt.getTime(),
  pausedAt: row.pausedAt?.getTime() ?? null,
  pausedMs: row.pausedMs,
  finishedAt: row.endedAt?.getTime() ?? null,
});

const statusOf = (status: string): Timer['status'] =>
  (TIMER_STATUSES as readonly string[]).includes(status) ? (status as Timer['status']) : 'discarded';

/** The client view of a timer at `now` (the customer hash is not part of it). */
export function presentTimer(row: TimerRow, now: Date): Timer {
  return {
    id: row.id,
    device: row.device,
    sets: row.sets,
    setMinutes: row.setMinutes,
    breakMinutes: row.breakMinutes,
    status: statusOf(row.status),
    startedAt: row.startedAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pausedMs: row.pausedMs,
    endedAt: row.endedAt?.toISOString() ?? null,
    deviceMinutes: row.deviceMinutes ?? deviceMinutes(timerPlan(row), timerClock(row), now.getTime()),
    serverNow: now.toISOString(),
  };
}
