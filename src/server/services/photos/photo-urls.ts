import { randomBytes } from 'node:crypto';
import { pathOf } from '#shared/contracts/contract.ts';
import { getPhoto, getPhotoThumbnail } from '#shared/contracts/photos.ts';

/** A random photo id of 128 bits. */
export const newPhotoId = () => randomBytes(16).toString('hex');

/** The URL a session's imageUrl holds for a photo: the path of GET /api/photos/:id. */
export const photoUrl = (id: string) => pathOf(getPhoto, { id });

/** The URL of a photo's thumbnail: the path of GET /api/photos/:id/thumbnail. */
export const thumbnailUrl = (id: string) => pathOf(getPhotoThumbnail, { id });
