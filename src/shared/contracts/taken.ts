import {
  takenMarkBody,
  takenMarkQuery,
  takenMarkSchema,
  takenQuery,
  takenTodaySchema,
} from '../schemas/taken.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

// Products taken or applied on a day, of the request's customer (docs/decisions/061). Undoing a mark is
// deleting its entry (DELETE /api/sessions/:id).

/** GET /api/taken: the customer's products of those kinds, and which are marked today. */
export const getTakenToday = defineContract({
  method: 'GET',
  path: '/api/taken',
  summary: 'Products taken or applied on a day that the customer logs, and whether each is marked today',
  tag: 'sessions',
  query: takenQuery,
  response: takenTodaySchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** POST /api/taken: marks a product taken today (once a day: a second mark answers the first). */
export const markTaken = defineContract({
  method: 'POST',
  path: '/api/taken',
  summary: 'Mark a product (pills, gel) taken today, without minutes; once per local day',
  tag: 'sessions',
  query: takenMarkQuery,
  body: takenMarkBody,
  response: takenMarkSchema,
  errors: ['VALIDATION', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});
