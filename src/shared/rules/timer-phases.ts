/**
 * The session timer's phases (docs/decisions/017), computed from stored times, never from a ticking
 * counter: the same function tells the server how many minutes a finished timer spent in the device and
 * the screen which set or break is on and how long it has left, after a reload, a locked phone or an app
 * switch. Pure: times are epoch milliseconds.
 */

/** What the user chose: `sets` null is the free-running mode (no sets, no breaks). */
export type TimerPlan = { sets: number | null; setMinutes: number | null; breakMinutes: number | null };

/** When the timer started, when a pause began (null when running), the pauses already over, when it ended. */
export type TimerClock = {
  startedAt: number;
  pausedAt: number | null;
  pausedMs: number;
  finishedAt: number | null;
};

export type TimerPhase =
  /** In the device: set `set` (1-based) of `sets` (null: free-running), `remainingMs` null when free-running. */
  | { kind: 'set'; set: number; sets: number | null; remainingMs: number | null }
  /** The break after set `after`. */
  | { kind: 'break'; after: number; sets: number; remainingMs: number }
  /** Every set done: the timer waits to be finished. */
  | { kind: 'done'; sets: number };

/** The longest a session can be logged with (the session form's limit), so a forgotten timer still fits. */
export const TIMER_MINUTES_MAX = 1440;

const MINUTE = 60_000;

/** Milliseconds the timer has run at `now`: pauses left out, stopped at a pause or at its end. */
export function activeMs(clock: TimerClock, now: number): number {
  const end = Math.min(now, clock.pausedAt ?? now, clock.finishedAt ?? now);
  return Math.max(0, end - clock.startedAt - clock.pausedMs);
}

/** A running or paused timer as the API answers it: its times are ISO texts. */
type StoredTimerClock = { startedAt: string; pausedAt: string | null; pausedMs: number };

/** Milliseconds a running or paused timer (as the API answers it) has run at `now`. */
export function timerActiveMs(timer: StoredTimerClock, now: number): number {
  const pausedAt = timer.pausedAt ? Date.parse(timer.pausedAt) : null;
  return activeMs(
    { startedAt: Date.parse(timer.startedAt), pausedAt, pausedMs: timer.pausedMs, finishedAt: null },
    now,
  );
}

/** Sets and breaks alternate, set 1 first, no break after the last set. */
export function timerPhase(plan: TimerPlan, active: number): TimerPhase {
  if (plan.sets === null || plan.setMinutes === null) {
    return { kind: 'set', set: 1, sets: null, remainingMs: null };
  }
  const setMs = plan.setMinutes * MINUTE;
  const breakMs = (plan.breakMinutes ?? 0) * MINUTE;
  const total = plan.sets * setMs + (plan.sets - 1) * breakMs;
  if (active >= total) return { kind: 'done', sets: plan.sets };
  const cycle = setMs + breakMs;
  const index = Math.floor(active / cycle);
  const into = active - index * cycle;
  if (into < setMs) return { kind: 'set', set: index + 1, sets: plan.sets, remainingMs: setMs - into };
  return { kind: 'break', after: index + 1, sets: plan.sets, remainingMs: cycle - into };
}

/** Milliseconds spent in the device after `active` ms of the timer: breaks left out, never past the plan. */
export function deviceMs(plan: TimerPlan, active: number): number {
  if (plan.sets === null || plan.setMinutes === null) return active;
  const setMs = plan.setMinutes * MINUTE;
  const cycle = setMs + (plan.breakMinutes ?? 0) * MINUTE;
  const index = Math.floor(active / cycle);
  const inDevice = index * setMs + Math.min(active - index * cycle, setMs);
  return Math.min(inDevice, plan.sets * setMs);
}

/** Whole minutes spent in the device at `now` (nearest minute, capped at what a session can log). */
export function deviceMinutes(plan: TimerPlan, clock: TimerClock, now: number): number {
  return Math.min(TIMER_MINUTES_MAX, Math.round(deviceMs(plan, activeMs(clock, now)) / MINUTE));
}

/**
 * The phase's place in the run (set 1 is 0, the break after it 1, set 2 is 2, ...; done is last), so a
 * screen signals a set or break ending once, and only when the run moves forward.
 */
export function phaseIndex(phase: TimerPhase): number {
  if (phase.kind === 'set') return (phase.set - 1) * 2;
  if (phase.kind === 'break') return phase.after * 2 - 1;
  return phase.sets * 2;
}
