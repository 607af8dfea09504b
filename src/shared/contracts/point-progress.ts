import { pointProgressQuery, pointProgressSchema } from '../schemas/point-progress.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS } from './error-groups.ts';

/** GET /api/progress/points: the optional measurement points over time, and days that disagree (docs/decisions/059). */
export const getPointProgress = defineContract({
  method: 'GET',
  path: '/api/progress/points',
  summary:
    'The optional measurement points over time, and the days whose measurements of one point differ by more than the tolerance',
  tag: 'progress',
  query: pointProgressQuery,
  response: pointProgressSchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});
