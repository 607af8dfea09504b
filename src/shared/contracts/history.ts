import { historyPageSchema, historyQuery } from '../schemas/history.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS } from './error-groups.ts';

/**
 * GET /api/sessions/history: the customer's whole history a page at a time, newest first, by keyset on
 * (date, id) so that the last page costs what the first does (no OFFSET). Filters: kind and device.
 */
export const listHistory = defineContract({
  method: 'GET',
  path: '/api/sessions/history',
  summary: "A page of the customer's history, newest first, from a cursor; by kind and device",
  tag: 'sessions',
  query: historyQuery,
  response: historyPageSchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});
