import { z } from 'zod';

/** What an administrator did with a customer's photos. */
export const PHOTO_ACCESS_ACTIONS = ['photo', 'thumbnail', 'export_with_images'] as const;
export type PhotoAccessAction = (typeof PHOTO_ACCESS_ACTIONS)[number];

/** One entry of the photo-access audit: who, when, whose, what. */
export const photoAccessEntry = z.object({
  id: z.number().int(),
  /** When (ISO date). */
  at: z.string(),
  /** Who: the administrator's email as it was then. */
  adminEmail: z.string(),
  /** Whose: the customer hash, and the account's email when the customer has one. */
  customerHash: z.string(),
  customerEmail: z.string().nullable(),
  /** What: a photo opened, its thumbnail, or an export with images. */
  action: z.enum(PHOTO_ACCESS_ACTIONS),
  /** The photo opened, or null for an export. */
  photoId: z.string().nullable(),
});
export type PhotoAccessEntry = z.infer<typeof photoAccessEntry>;

/** GET /api/admin/photo-access: the newest entries. */
export const photoAccessList = z.object({ entries: z.array(photoAccessEntry) });
export type PhotoAccessList = z.infer<typeof photoAccessList>;
