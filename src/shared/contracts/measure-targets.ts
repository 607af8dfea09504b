import { z } from 'zod';
import {
  measureTargetBody,
  measureTargetParams,
  measureTargetSchema,
  measureTargetsQuery,
  measureTargetsSchema,
} from '../schemas/measure-targets.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

// Targets for a measurement point with a date, of the request's customer (docs/decisions/057).

/** GET /api/goals/targets: each target with its measurements and the projection at the recent rate. */
export const getMeasureTargets = defineContract({
  method: 'GET',
  path: '/api/goals/targets',
  summary: "The customer's measurement targets, their measurements and when each would be reached",
  tag: 'goals',
  query: measureTargetsQuery,
  response: measureTargetsSchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** PUT /api/goals/targets/:point: sets or changes the target of a point (the date today or later). */
export const saveMeasureTarget = defineContract({
  method: 'PUT',
  path: '/api/goals/targets/:point',
  summary: 'Set or change the target of a measurement point (value, unit, a date today or later)',
  tag: 'goals',
  params: measureTargetParams,
  query: measureTargetsQuery,
  body: measureTargetBody,
  response: measureTargetSchema,
  errors: ['VALIDATION', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});

/** DELETE /api/goals/targets/:point: removes the target of a point (none is fine: nothing to remove). */
export const deleteMeasureTarget = defineContract({
  method: 'DELETE',
  path: '/api/goals/targets/:point',
  summary: 'Remove the target of a measurement point',
  tag: 'goals',
  params: measureTargetParams,
  query: measureTargetsQuery,
  response: z.object({ removed: z.boolean() }),
  errors: ['VALIDATION', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});
