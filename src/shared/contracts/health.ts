import { z } from 'zod';
import { defineContract } from './contract.ts';

/** GET /healthz: 200 when the database answers, 503 DATABASE_UNAVAILABLE when it does not. */
export const checkHealth = defineContract({
  method: 'GET',
  path: '/healthz',
  summary: 'Whether the app and its database answer',
  tag: 'platform',
  response: z.object({ status: z.literal('ok') }),
  errors: [],
});

/**
 * GET /readyz: whether a load balancer should send this process requests: 200 while it serves and its
 * database answers; 503 DRAINING from SIGTERM until it stops (docs/decisions/062).
 */
export const checkReadiness = defineContract({
  method: 'GET',
  path: '/readyz',
  summary: 'Whether this process takes requests: 503 while it drains before stopping',
  tag: 'platform',
  response: z.object({ status: z.literal('ready') }),
  errors: ['DRAINING'],
});
