import { deletedMyData, deleteMyDataBody, myDataExportQuery } from '../schemas/my-data.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

/** A customer's own data: download it, delete it (docs/decisions/021). */

/**
 * GET /api/my-data/export: everything of the customer as one zip (README, sessions.csv and sessions.json in
 * the zone `tz`, data.json, photos/).
 */
export const exportMyData = defineContract({
  method: 'GET',
  path: '/api/my-data/export',
  summary: 'Download all my data as a zip',
  tag: 'my data',
  query: myDataExportQuery,
  response: null,
  produces: 'application/zip',
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/**
 * POST /api/my-data/delete: deletes the customer's photos, all their data, or their account with
 * everything, at once; asks for the password again (or a fresh store proof) and sends a confirmation.
 */
export const deleteMyData = defineContract({
  method: 'POST',
  path: '/api/my-data/delete',
  summary: 'Delete my photos, all my data, or my account',
  tag: 'my data',
  body: deleteMyDataBody,
  response: deletedMyData,
  errors: [
    ...WRITE_ERRORS,
    ...CUSTOMER_ERRORS,
    'VALIDATION',
    'INVALID_CREDENTIALS',
    'PROOF_REFUSED',
    'STORE_PROOF_REQUIRED',
  ],
});
