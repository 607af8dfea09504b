import { customerHashQuery } from '../schemas/customer-hash-query.ts';
import { photoIdParams, uploadedPhoto, uploadFields } from '../schemas/photos.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, PHOTO_UPLOAD_ERRORS, WRITE_ERRORS } from './error-groups.ts';

/**
 * GET /api/photos/:id: a private photo, for its owner or an admin who took the admin step; anyone else
 * gets the same 404 as for a missing photo. Never cached.
 */
export const getPhoto = defineContract({
  method: 'GET',
  path: '/api/photos/:id',
  summary: 'A photo, for its owner or an admin',
  tag: 'photos',
  params: photoIdParams,
  query: customerHashQuery,
  response: null,
  produces: 'image/*',
  errors: ['VALIDATION', 'NOT_FOUND'],
});

/** POST /api/upload: stores a photo for the customer, not yet attached to a session. */
export const uploadPhoto = defineContract({
  method: 'POST',
  path: '/api/upload',
  summary: 'Upload a photo for a session still to be logged',
  tag: 'photos',
  query: customerHashQuery,
  body: uploadFields,
  multipart: true,
  status: 201,
  response: uploadedPhoto,
  errors: ['VALIDATION', ...PHOTO_UPLOAD_ERRORS, ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});
