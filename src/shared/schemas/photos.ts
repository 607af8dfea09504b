import { z } from 'zod';

/** A photo id: 128 random bits in hexadecimal. */
const PHOTO_ID = /^[0-9a-f]{32}$/;
const PHOTO_URL = /^\/api\/photos\/([0-9a-f]{32})$/;

/** GET /api/photos/:id parameters; a malformed id reads as a missing photo. */
export const photoIdParams = z.object({ id: z.string().regex(PHOTO_ID, { error: 'Photo not found' }) });

/** The photo id inside an imageUrl of ours (`/api/photos/{id}`), or null for any other URL. */
export function photoIdFromUrl(url: string): string | null {
  return PHOTO_URL.exec(url)?.[1] ?? null;
}

/** POST /api/upload form: one image file (JPEG, PNG or GIF, at most 10 MB) in the field `image`. */
export const uploadFields = z.object({ image: z.unknown() });

/** POST /api/upload answer: the URL a new session's imageUrl may name to take the photo. */
export const uploadedPhoto = z.object({ imageUrl: z.string() });
