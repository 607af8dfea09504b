import type { PhotoViewer } from '../../auth/photo-viewer.ts';
import { PG, pgError } from '../../db/pg-error.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findViewablePhoto, PHOTO_NOT_FOUND } from './find-viewable-photo.ts';
import { blobSize, blobStream, readBlob, writeBlob } from './photo-blobs.ts';
import { runPhotoTask } from './process-photo.ts';
import type { StoredImage } from './read-photo.ts';
import { encodeThumbnail } from './thumbnail.ts';

/**
 * A photo's thumbnail (WebP), for its owner or an admin only, like the photo. Photos stored before
 * thumbnails existed (restored from an older backup, imported from files without one) get theirs on
 * first request, made within the photo task limit and kept.
 */
export async function readThumbnail(
  deps: Pick<Deps, 'db' | 'pool' | 'config' | 'metrics'>,
  id: string,
  viewer: PhotoViewer,
): Promise<StoredImage> {
  const photo = await findViewablePhoto(deps, id, viewer, 'thumbnail');
  const stored = await blobSize(deps.pool, photo.id, 'thumbnail');
  if (stored.chunks > 0) {
    return {
      data: blobStream(deps.pool, photo.id, 'thumbnail', stored.chunks),
      contentType: 'image/webp',
      length: stored.bytes,
    };
  }
  const original = await blobSize(deps.pool, photo.id, 'original');
  if (original.chunks === 0) throw notFound(PHOTO_NOT_FOUND);
  const data = await runPhotoTask(deps, 'thumbnail', async () =>
    encodeThumbnail(await readBlob(deps.pool, photo.id, 'original', original.chunks)),
  );
  try {
    await deps.db.transaction((tx) => writeBlob(tx, photo.id, 'thumbnail', data, true));
  } catch (err) {
    // The photo was deleted while its thumbnail was made: its row is gone, so is the thumbnail.
    if (pgError(err)?.code === PG.foreignKeyViolation) throw notFound(PHOTO_NOT_FOUND);
    throw err;
  }
  return { data, contentType: 'image/webp', length: data.length };
}
