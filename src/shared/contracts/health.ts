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
