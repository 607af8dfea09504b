import { describe, expect, it } from 'vitest';
import {
  activeMs,
  deviceMinutes,
  deviceMs,
  phaseIndex,
  type TimerClock,
  type TimerPlan,
  timerPhase,
} from './timer-phases.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 2, 29, 8, 0, 0);
const threeByTwenty: TimerPlan = { sets: 3, setMinutes: 20, breakMinutes: 5 };
const running = (startedAt = T0): TimerClock => ({
  startedAt,
  pausedAt: null,
  pausedMs: 0,
  finishedAt: null,
});

describe('timerPhase: sets and breaks', () => {
  it('starts in set 1 with the whole set left', () => {
    expect(timerPhase(threeByTwenty, 0)).toEqual({ kind: 'set', set: 1, sets: 3, remainingMs: 20 * MIN });
  });

  it('moves to the break after set 1, then to set 2', () => {
    expect(timerPhase(threeByTwenty, 20 * MIN)).toEqual({
      kind: 'break',
      after: 1,
      sets: 3,
      remainingMs: 5 * MIN,
    });
    expect(timerPhase(threeByTwenty, 24 * MIN)).toMatchObject({ kind: 'break', remainingMs: MIN });
    expect(timerPhase(threeByTwenty, 25 * MIN)).toEqual({
      kind: 'set',
      set: 2,
      sets: 3,
      remainingMs: 20 * MIN,
    });
    expect(timerPhase(threeByTwenty, 55 * MIN)).toMatchObject({ kind: 'set', set: 3, remainingMs: 15 * MIN });
  });

  it('has no break after the last set: done when the last set ends', () => {
    expect(timerPhase(threeByTwenty, 70 * MIN - 1)).toMatchObject({ kind: 'set', set: 3, remainingMs: 1 });
    expect(timerPhase(threeByTwenty, 70 * MIN)).toEqual({ kind: 'done', sets: 3 });
    expect(timerPhase(threeByTwenty, 500 * MIN)).toEqual({ kind: 'done', sets: 3 });
  });

  it('runs sets back to back when breaks are 0 minutes', () => {
    const plan = { sets: 2, setMinutes: 10, breakMinutes: 0 };
    expect(timerPhase(plan, 10 * MIN)).toEqual({ kind: 'set', set: 2, sets: 2, remainingMs: 10 * MIN });
    expect(timerPhase(plan, 20 * MIN)).toEqual({ kind: 'done', sets: 2 });
  });

  it('runs free (one open set) in no-sets mode', () => {
    const free = { sets: null, setMinutes: null, breakMinutes: null };
    expect(timerPhase(free, 3 * 60 * MIN)).toEqual({ kind: 'set', set: 1, sets: null, remainingMs: null });
  });

  it('numbers the phases in the order they come', () => {
    const order = [0, 21, 26, 46, 56, 71].map((m) => phaseIndex(timerPhase(threeByTwenty, m * MIN)));
    expect(order).toEqual([0, 1, 2, 3, 4, 6]);
  });
});

describe('activeMs: pauses', () => {
  it('counts from the start while running', () => {
    expect(activeMs(running(), T0 + 7 * MIN)).toBe(7 * MIN);
  });

  it('stops at a pause and leaves out pauses already over', () => {
    const paused = { startedAt: T0, pausedAt: T0 + 10 * MIN, pausedMs: 3 * MIN, finishedAt: null };
    expect(activeMs(paused, T0 + 60 * MIN)).toBe(7 * MIN);
    const resumed = { ...paused, pausedAt: null };
    expect(activeMs(resumed, T0 + 60 * MIN)).toBe(57 * MIN);
  });

  it('stops at the end, and at the pause when finished while paused', () => {
    const finished = { ...running(), finishedAt: T0 + 30 * MIN };
    expect(activeMs(finished, T0 + 90 * MIN)).toBe(30 * MIN);
    const finishedPaused = { ...finished, pausedAt: T0 + 12 * MIN };
    expect(activeMs(finishedPaused, T0 + 90 * MIN)).toBe(12 * MIN);
  });

  it('is never negative (a clock behind the start)', () => {
    expect(activeMs(running(), T0 - MIN)).toBe(0);
  });
});

describe('deviceMs and deviceMinutes: breaks left out', () => {
  it('counts a part set', () => {
    expect(deviceMs(threeByTwenty, 12 * MIN)).toBe(12 * MIN);
    expect(deviceMs(threeByTwenty, 27 * MIN)).toBe(22 * MIN);
  });

  it('counts only whole sets when finished mid-break', () => {
    expect(deviceMs(threeByTwenty, 22 * MIN)).toBe(20 * MIN);
    expect(deviceMs(threeByTwenty, 49 * MIN)).toBe(40 * MIN);
  });

  it('stops at the planned sets once done', () => {
    expect(deviceMs(threeByTwenty, 70 * MIN)).toBe(60 * MIN);
    expect(deviceMs(threeByTwenty, 200 * MIN)).toBe(60 * MIN);
  });

  it('counts everything in no-sets mode', () => {
    expect(deviceMs({ sets: null, setMinutes: null, breakMinutes: null }, 33 * MIN)).toBe(33 * MIN);
  });

  it('rounds to the nearest minute, with pauses and a finish', () => {
    // Set 1 (20), break (5), 7 min 40 s into set 2 with a 4-minute pause: 27 min 40 s in the device.
    const clock = { startedAt: T0, pausedAt: null, pausedMs: 4 * MIN, finishedAt: T0 + 36 * MIN + 40_000 };
    expect(deviceMinutes(threeByTwenty, clock, T0 + 120 * MIN)).toBe(28);
    expect(
      deviceMinutes(threeByTwenty, { ...clock, finishedAt: T0 + 36 * MIN + 20_000 }, T0 + 120 * MIN),
    ).toBe(27);
  });

  it('caps a forgotten free-running timer at what a session can log', () => {
    const free = { sets: null, setMinutes: null, breakMinutes: null };
    expect(deviceMinutes(free, running(), T0 + 3 * 24 * 60 * MIN)).toBe(1440);
  });
});
