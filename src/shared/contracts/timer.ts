import { z } from 'zod';
import {
  currentTimerSchema,
  timerIdParams,
  timerQuery,
  timerSchema,
  timerStartSchema,
} from '../schemas/timer.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

// The session timer (docs/decisions/017), kept on the server for the customer the request proves
// (docs/decisions/010). A timer that is another customer's, finished or discarded answers 404.

/** POST /api/timer: starts a timer; 409 TIMER_RUNNING while another one runs or is paused. */
export const startTimer = defineContract({
  method: 'POST',
  path: '/api/timer',
  summary: 'Start a session timer (sets of a length with breaks, or no sets)',
  tag: 'timer',
  query: timerQuery,
  body: timerStartSchema,
  status: 201,
  response: timerSchema,
  errors: ['VALIDATION', 'TIMER_RUNNING', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});

/** GET /api/timer: the customer's running or paused timer, or null. */
export const getCurrentTimer = defineContract({
  method: 'GET',
  path: '/api/timer',
  summary: "The customer's running or paused timer",
  tag: 'timer',
  query: timerQuery,
  response: currentTimerSchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** POST /api/timer/:id/pause: stops the clock (a paused timer stays paused). */
export const pauseTimer = defineContract({
  method: 'POST',
  path: '/api/timer/:id/pause',
  summary: 'Pause the running timer',
  tag: 'timer',
  params: timerIdParams,
  query: timerQuery,
  response: timerSchema,
  errors: ['VALIDATION', 'NOT_FOUND', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});

/** POST /api/timer/:id/resume: the clock runs again, the pause left out (a running timer stays running). */
export const resumeTimer = defineContract({
  method: 'POST',
  path: '/api/timer/:id/resume',
  summary: 'Resume the paused timer',
  tag: 'timer',
  params: timerIdParams,
  query: timerQuery,
  response: timerSchema,
  errors: ['VALIDATION', 'NOT_FOUND', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});

/** POST /api/timer/:id/finish: ends the timer; the answer holds the minutes spent in the device. */
export const finishTimer = defineContract({
  method: 'POST',
  path: '/api/timer/:id/finish',
  summary: 'Finish the timer: the minutes in the device, breaks and pauses left out',
  tag: 'timer',
  params: timerIdParams,
  query: timerQuery,
  response: timerSchema,
  errors: ['VALIDATION', 'NOT_FOUND', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});

/** DELETE /api/timer/:id: drops the timer without logging anything. */
export const discardTimer = defineContract({
  method: 'DELETE',
  path: '/api/timer/:id',
  summary: 'Discard the timer',
  tag: 'timer',
  params: timerIdParams,
  query: timerQuery,
  response: z.object({ message: z.string() }),
  errors: ['VALIDATION', 'NOT_FOUND', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});
