import { photoAccessList } from '../schemas/photo-access.ts';
import { defineContract } from './contract.ts';
import { ADMIN_ERRORS } from './error-groups.ts';

/**
 * GET /api/admin/photo-access: the newest entries of the photo-access audit (every admin view of a
 * customer's photo or thumbnail, every admin export with images), newest first (docs/decisions/022).
 */
export const listPhotoAccess = defineContract({
  method: 'GET',
  path: '/api/admin/photo-access',
  summary: "The newest admin views and exports of customers' photos",
  tag: 'admin',
  response: photoAccessList,
  errors: ADMIN_ERRORS,
});
