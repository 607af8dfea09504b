import { and, eq, isNull, ne } from 'drizzle-orm';
import { photoIdFromUrl } from '#shared/schemas/photos.ts';
import type { Db } from '../../db/client.ts';
import { photos, sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { ProcessedPhoto } from '../photos/process-photo.ts';
import { savePhoto } from '../photos/save-photo.ts';

const BAD_IMAGE_URL = 'imageUrl: must be the photo of this session or one you uploaded';

/** What a create or update does to a session's photo. */
export type PhotoChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'upload'; photo: ProcessedPhoto }
  | { kind: 'attach'; url: string };

/** Decides the photo change from an uploaded file, the imageUrl field and the session's current photo. */
export function photoChange(
  photo: ProcessedPhoto | null,
  imageUrl: string | null,
  current: string | null,
): PhotoChange {
  if (photo) return { kind: 'upload', photo };
  if (imageUrl && imageUrl === current) return { kind: 'keep' };
  if (imageUrl) return { kind: 'attach', url: imageUrl };
  return current ? { kind: 'remove' } : { kind: 'keep' };
}

/**
 * Applies a photo change to a session inside a transaction (a photo let go is deleted with its bytes).
 * Returns the new imageUrl, or undefined when it stays as it was.
 */
export async function applyPhotoChange(
  deps: Pick<Deps, 'config'>,
  tx: Db,
  change: PhotoChange,
  customerHash: string,
  sessionId: number,
): Promise<string | null | undefined> {
  if (change.kind === 'keep') return undefined;
  let imageUrl: string | null = null;
  let keepId: string | null = null;
  if (change.kind === 'upload') {
    const saved = await savePhoto(deps, tx, change.photo, customerHash, sessionId);
    imageUrl = saved.url;
    keepId = saved.id;
  } else if (change.kind === 'attach') {
    const id = photoIdFromUrl(change.url);
    const attached = id
      ? await tx
          .update(photos)
          .set({ sessionId })
          .where(and(eq(photos.id, id), eq(photos.customerHash, customerHash), isNull(photos.sessionId)))
          .returning({ id: photos.id })
      : [];
    if (attached.length === 0) throw badRequest(BAD_IMAGE_URL, 'PHOTO_NOT_YOURS', 'imageUrl');
    imageUrl = change.url;
    keepId = id;
  }
  await tx
    .delete(photos)
    .where(and(eq(photos.sessionId, sessionId), keepId ? ne(photos.id, keepId) : undefined));
  await tx.update(sessions).set({ imageUrl }).where(eq(sessions.id, sessionId));
  return imageUrl;
}
