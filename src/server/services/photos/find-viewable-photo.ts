import { and, eq } from 'drizzle-orm';
import type { PhotoViewer } from '../../auth/photo-viewer.ts';
import { photos } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordPhotoAccess } from '../photo-access/record-photo-access.ts';

export const PHOTO_NOT_FOUND = 'Photo not found';

/**
 * A photo row its owner or an admin may see; anyone else gets the same 404 as for a missing photo. An
 * admin's view of another customer's photo (or thumbnail) is recorded in the photo-access audit first.
 */
export async function findViewablePhoto(
  deps: Pick<Deps, 'db'>,
  id: string,
  viewer: PhotoViewer,
  what: 'photo' | 'thumbnail',
) {
  if (!viewer) throw notFound(PHOTO_NOT_FOUND);
  const owner = 'customerHash' in viewer ? eq(photos.customerHash, viewer.customerHash) : undefined;
  const [photo] = await deps.db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), owner))
    .limit(1);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  if ('admin' in viewer) await recordPhotoAccess(deps, viewer.admin, what, [photo.customerHash], photo.id);
  return photo;
}
