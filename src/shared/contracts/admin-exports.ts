import { exportCustomerParams, exportEmailParams } from '../schemas/admin.ts';
import { defineContract } from './contract.ts';
import { ADMIN_ERRORS } from './error-groups.ts';

const CSV = 'text/csv';
const ZIP = 'application/zip';

/** GET /api/admin/export/users: the user list as CSV. */
export const exportUsers = defineContract({
  method: 'GET',
  path: '/api/admin/export/users',
  summary: 'The user list as CSV',
  tag: 'admin exports',
  response: null,
  produces: CSV,
  errors: ADMIN_ERRORS,
});

/** GET /api/admin/export/sessions: every session as CSV. */
export const exportSessions = defineContract({
  method: 'GET',
  path: '/api/admin/export/sessions',
  summary: 'Every session as CSV',
  tag: 'admin exports',
  response: null,
  produces: CSV,
  errors: ADMIN_ERRORS,
});

/** GET /api/admin/export/sessions/email/:email: the sessions of the account with that email, as CSV. */
export const exportEmailSessions = defineContract({
  method: 'GET',
  path: '/api/admin/export/sessions/email/:email',
  summary: 'The sessions of the account with this email, as CSV',
  tag: 'admin exports',
  params: exportEmailParams,
  response: null,
  produces: CSV,
  errors: [...ADMIN_ERRORS, 'VALIDATION', 'NOT_FOUND'],
});

/**
 * GET /api/admin/export/sessions/email/:email/with-images: the same as a zip of sessions.csv and photos.
 * Recorded in the photo-access audit; needs the admin password entered within the last 15 minutes.
 */
export const exportEmailSessionsWithImages = defineContract({
  method: 'GET',
  path: '/api/admin/export/sessions/email/:email/with-images',
  summary: 'The sessions of the account with this email and their photos, as a zip',
  tag: 'admin exports',
  params: exportEmailParams,
  response: null,
  produces: ZIP,
  errors: [...ADMIN_ERRORS, 'ADMIN_REAUTH_REQUIRED', 'VALIDATION', 'NOT_FOUND'],
});

/** GET /api/admin/export/sessions/:user: the sessions of one customer hash, as CSV. */
export const exportCustomerSessions = defineContract({
  method: 'GET',
  path: '/api/admin/export/sessions/:user',
  summary: 'The sessions of one customer, as CSV',
  tag: 'admin exports',
  params: exportCustomerParams,
  response: null,
  produces: CSV,
  errors: [...ADMIN_ERRORS, 'VALIDATION'],
});

/**
 * GET /api/admin/export/sessions/:user/with-images: the same as a zip of sessions.csv and photos.
 * Recorded in the photo-access audit; needs the admin password entered within the last 15 minutes.
 */
export const exportCustomerSessionsWithImages = defineContract({
  method: 'GET',
  path: '/api/admin/export/sessions/:user/with-images',
  summary: 'The sessions of one customer and their photos, as a zip',
  tag: 'admin exports',
  params: exportCustomerParams,
  response: null,
  produces: ZIP,
  errors: [...ADMIN_ERRORS, 'ADMIN_REAUTH_REQUIRED', 'VALIDATION'],
});
