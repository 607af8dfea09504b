import { customerHashQuery } from '../schemas/customer-hash-query.ts';
import { galleryPage, galleryQuery, photoIdParams, uploadedPhoto, uploadFields } from '../schemas/photos.ts';
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

/**
 * GET /api/photos/:id/thumbnail: a photo's thumbnail (WebP, at most 320 px on its long side, no metadata),
 * private like the photo: for its owner or an admin; anyone else gets 404. Never cached.
 */
export const getPhotoThumbnail = defineContract({
  method: 'GET',
  path: '/api/photos/:id/thumbnail',
  summary: "A photo's thumbnail, for its owner or an admin",
  tag: 'photos',
  params: photoIdParams,
  query: customerHashQuery,
  response: null,
  produces: 'image/webp',
  errors: ['VALIDATION', 'NOT_FOUND', 'BUSY'],
});

/**
 * GET /api/photos: the customer's session photos, newest first (by session date, then session), with the
 * session's date and device, a page at a time (keyset: `cursor` is the previous page's `nextCursor`).
 */
export const listGallery = defineContract({
  method: 'GET',
  path: '/api/photos',
  summary: "The customer's photos, newest first, a page at a time",
  tag: 'photos',
  query: galleryQuery,
  response: galleryPage,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
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
