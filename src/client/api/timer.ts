import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import * as contracts from '#shared/contracts/timer.ts';
import type { Timer, TimerStart } from '#shared/schemas/timer.ts';

/**
 * The customer's running or paused timer, and how far the server's clock is ahead of this device's
 * (`serverNow` minus the device's clock when the answer came), so the screen counts with the server's time
 * even when the phone's clock is off (docs/decisions/017).
 */
export type TimerView = { timer: Timer | null; offsetMs: number };

/** The query keys of the timer resource, one entry per customer hash. */
export const timerKeys = {
  all: [contracts.getCurrentTimer.path] as const,
  current: (customerHash: string | null) => [...timerKeys.all, 'current', customerHash] as const,
};

/** The view of a timer answer, taken the moment it arrived. */
export const timerView = (timer: Timer | null): TimerView => ({
  timer: timer && (timer.status === 'running' || timer.status === 'paused') ? timer : null,
  offsetMs: timer ? Date.parse(timer.serverNow) - Date.now() : 0,
});

/**
 * GET /api/timer. Read again whenever the timer screen opens or the app comes back to the front: the
 * timer may have been paused or finished on another device meanwhile.
 */
export const currentTimerQuery = (customerHash: string | null) =>
  queryOptions({
    queryKey: timerKeys.current(customerHash),
    queryFn: async () => timerView((await callApi(contracts.getCurrentTimer)).timer),
    enabled: !!customerHash,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });

/** POST /api/timer and the actions on a running timer (POST /api/timer/{id}/..., DELETE /api/timer/{id}). */
export const startTimer = (body: TimerStart) => callApi(contracts.startTimer, { body });
export const pauseTimer = (id: number) => callApi(contracts.pauseTimer, { params: { id } });
export const resumeTimer = (id: number) => callApi(contracts.resumeTimer, { params: { id } });
export const finishTimer = (id: number) => callApi(contracts.finishTimer, { params: { id } });
export const discardTimer = (id: number) => callApi(contracts.discardTimer, { params: { id } });
