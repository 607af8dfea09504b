import { measureChangeQuery, measureChangesSchema } from '../schemas/measure-change.ts';
import { progressQuery, progressSchema } from '../schemas/progress.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS } from './error-groups.ts';

/** GET /api/progress: every series of the Progress view, for the request's customer (docs/decisions/015). */
export const getProgress = defineContract({
  method: 'GET',
  path: '/api/progress',
  summary:
    'Over a range (4 or 12 weeks, a year, all time): length, girth and hanging weight with their first and latest values, training minutes and all-day wear per week or month, days products were taken, heaviest weight per week, active days',
  tag: 'progress',
  query: progressQuery,
  response: progressSchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** GET /api/progress/change: the home's headline, length and girth since the first measurement (docs/decisions/050). */
export const getMeasureChange = defineContract({
  method: 'GET',
  path: '/api/progress/change',
  summary: 'Length and girth: the first and latest values and the change between them, in one unit',
  tag: 'progress',
  query: measureChangeQuery,
  response: measureChangesSchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});
