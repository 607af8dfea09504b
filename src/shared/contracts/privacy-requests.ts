import { z } from 'zod';
import { privacyRequestList } from '../schemas/my-data.ts';
import { defineContract } from './contract.ts';
import { ADMIN_ERRORS } from './error-groups.ts';

/** GET /api/admin/privacy-requests: the store's privacy requests (Shopify webhooks), newest first. */
export const listPrivacyRequests = defineContract({
  method: 'GET',
  path: '/api/admin/privacy-requests',
  summary: "The store's privacy requests, newest first",
  tag: 'admin',
  response: privacyRequestList,
  errors: ADMIN_ERRORS,
});

/** GET /api/admin/privacy-requests/:id/export: a data request's export, the zip the customer would download. */
export const exportPrivacyRequest = defineContract({
  method: 'GET',
  path: '/api/admin/privacy-requests/:id/export',
  summary: "A data request's export, as a zip",
  tag: 'admin',
  params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: null,
  produces: 'application/zip',
  errors: [...ADMIN_ERRORS, 'VALIDATION', 'NOT_FOUND'],
});
