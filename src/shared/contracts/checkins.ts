import {
  checkinQuery,
  checkinSchema,
  checkinSummarySchema,
  sessionCheckinSchema,
} from '../schemas/checkins.ts';
import { sessionIdParams } from '../schemas/sessions.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

// The optional safety check-in after a session (docs/decisions/020), for the customer the request proves
// (docs/decisions/010): another customer's session answers 404, as if it did not exist.

/** PUT /api/sessions/:id/checkin: answers (or changes) the check-in of one of the customer's sessions. */
export const saveCheckin = defineContract({
  method: 'PUT',
  path: '/api/sessions/:id/checkin',
  summary: "Answer the safety check-in of one of the customer's sessions: each sign none, mild or strong",
  tag: 'checkins',
  idempotent: true,
  params: sessionIdParams,
  query: checkinQuery,
  body: checkinSchema,
  response: checkinSchema,
  errors: ['VALIDATION', 'NOT_FOUND', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});

/** GET /api/sessions/:id/checkin: the check-in of one of the customer's sessions (an entry's detail). */
export const getCheckin = defineContract({
  method: 'GET',
  path: '/api/sessions/:id/checkin',
  summary: "The safety check-in of one of the customer's sessions, null when it was not answered",
  tag: 'checkins',
  params: sessionIdParams,
  query: checkinQuery,
  response: sessionCheckinSchema,
  errors: ['VALIDATION', 'NOT_FOUND', ...CUSTOMER_ERRORS],
});

/** GET /api/checkins/summary: whether two of the last three sessions reported a sign (home's notice). */
export const getCheckinSummary = defineContract({
  method: 'GET',
  path: '/api/checkins/summary',
  summary: 'Whether two of the last three sessions reported a mild or strong sign',
  tag: 'checkins',
  query: checkinQuery,
  response: checkinSummarySchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});
