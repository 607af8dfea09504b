import { z } from 'zod';
import { isCalendarDateTime } from './calendar-date.ts';
import { customerHashQuery } from './customer-hash-query.ts';

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

/** The most photos one gallery page holds. */
export const GALLERY_PAGE_MAX = 60;
/**
 * A gallery cursor: the last photo's session date (UTC, to the microsecond as PostgreSQL keeps it) and
 * session id; the next page starts after it. Opaque to the client, which sends back `nextCursor`.
 */
const GALLERY_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d{1,10}$/;
/** Its date is one the calendar has, and its id fits PostgreSQL's integer: else the query fails. */
function cursorFitsDatabase(cursor: string): boolean {
  const [date = '', id = ''] = cursor.split('_');
  return isCalendarDateTime(date) && Number(id) <= 2_147_483_647;
}

/** GET /api/photos query: a page of the customer's gallery. */
export const galleryQuery = customerHashQuery.extend({
  limit: z.coerce.number().int().min(1).max(GALLERY_PAGE_MAX).default(24),
  cursor: z
    .string()
    .regex(GALLERY_CURSOR, { error: 'cursor: not a gallery cursor', abort: true })
    .refine(cursorFitsDatabase, { error: 'cursor: not a gallery cursor' })
    .optional(),
});

/** One photo of the gallery, with the session it belongs to. */
export const galleryPhoto = z.object({
  id: z.string(),
  /** The full-size photo: `/api/photos/{id}`. */
  url: z.string(),
  /** Its thumbnail (WebP, at most 320 px): `/api/photos/{id}/thumbnail`. */
  thumbnailUrl: z.string(),
  sessionId: z.number().int(),
  /** The session's date, ISO 8601 UTC. */
  date: z.iso.datetime(),
  device: z.string(),
});
export type GalleryPhoto = z.infer<typeof galleryPhoto>;

/** GET /api/photos answer: newest first; `nextCursor` is null on the last page. */
export const galleryPage = z.object({
  photos: z.array(galleryPhoto),
  nextCursor: z.string().nullable(),
  /** How many photos the whole gallery holds now, so the viewer can say '24 of 57' before loading them. */
  total: z.number().int().nonnegative(),
});
export type GalleryPage = z.infer<typeof galleryPage>;
