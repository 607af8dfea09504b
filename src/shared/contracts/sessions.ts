import { z } from 'zod';
import { customerHashQuery } from '../schemas/customer-hash-query.ts';
import {
  sessionFields,
  sessionIdParams,
  sessionListQuery,
  sessionSchema,
  sessionStatsSchema,
  statsQuery,
} from '../schemas/sessions.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, PHOTO_UPLOAD_ERRORS, WRITE_ERRORS } from './error-groups.ts';

// Every sessions endpoint acts for the customer the request proves (docs/decisions/010); another
// customer's session answers 404, as if it did not exist.

/** GET /api/sessions: the customer's entries, newest first, bounded. */
export const listSessions = defineContract({
  method: 'GET',
  path: '/api/sessions',
  summary: "The customer's sessions and measurement entries, newest first",
  tag: 'sessions',
  query: sessionListQuery,
  response: z.array(sessionSchema),
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** GET /api/sessions/stats: the three tiles, measurement entries left out. */
export const getSessionStats = defineContract({
  method: 'GET',
  path: '/api/sessions/stats',
  summary: 'Sessions, total minutes and distinct days in the given time zone',
  tag: 'sessions',
  query: statsQuery,
  response: sessionStatsSchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** GET /api/sessions/export: the customer's own sessions as CSV (spec section 3 columns). */
export const exportSessions = defineContract({
  method: 'GET',
  path: '/api/sessions/export',
  summary: "The customer's sessions as a CSV file",
  tag: 'sessions',
  query: customerHashQuery,
  response: null,
  produces: 'text/csv',
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** GET /api/sessions/:id: one of the customer's own entries. */
export const getSession = defineContract({
  method: 'GET',
  path: '/api/sessions/:id',
  summary: "One of the customer's entries",
  tag: 'sessions',
  params: sessionIdParams,
  query: customerHashQuery,
  response: sessionSchema,
  errors: ['VALIDATION', 'NOT_FOUND', ...CUSTOMER_ERRORS],
});

/**
 * POST /api/sessions: a session as multipart/form-data (with an optional `image`), or a measurement entry
 * as JSON (spec section 7). The fields are checked by the route with the configured devices.
 */
export const createSession = defineContract({
  method: 'POST',
  path: '/api/sessions',
  summary: 'Log a session (multipart, optional image) or a measurement entry (JSON)',
  tag: 'sessions',
  idempotent: true,
  query: customerHashQuery,
  body: sessionFields,
  multipart: true,
  status: 201,
  response: sessionSchema,
  errors: ['VALIDATION', 'PHOTO_NOT_YOURS', ...PHOTO_UPLOAD_ERRORS, ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});

/** PUT /api/sessions/:id: changes one of the customer's entries, as multipart or JSON like POST. */
export const updateSession = defineContract({
  method: 'PUT',
  path: '/api/sessions/:id',
  summary: 'Change an entry (multipart, optional image, or JSON)',
  tag: 'sessions',
  idempotent: true,
  params: sessionIdParams,
  query: customerHashQuery,
  body: sessionFields,
  multipart: true,
  response: sessionSchema,
  errors: [
    'VALIDATION',
    'NOT_FOUND',
    'PHOTO_NOT_YOURS',
    ...PHOTO_UPLOAD_ERRORS,
    ...WRITE_ERRORS,
    ...CUSTOMER_ERRORS,
  ],
});

/** DELETE /api/sessions/:id: deletes one of the customer's entries and its photo. */
export const deleteSession = defineContract({
  method: 'DELETE',
  path: '/api/sessions/:id',
  summary: 'Delete an entry and its photo',
  tag: 'sessions',
  idempotent: true,
  params: sessionIdParams,
  query: customerHashQuery,
  response: z.object({ message: z.string() }),
  errors: ['VALIDATION', 'NOT_FOUND', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});
