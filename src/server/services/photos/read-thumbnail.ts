import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PhotoViewer } from '../../auth/photo-viewer.ts';
import { photos } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findViewablePhoto, PHOTO_NOT_FOUND } from './find-viewable-photo.ts';
import {
  deletePhotoFiles,
  thumbnailFileName,
  thumbnailsDir,
  uploadsDir,
  writeThumbnailFile,
} from './photo-files.ts';
import { runPhotoTask } from './process-photo.ts';
import { encodeThumbnail } from './thumbnail.ts';

const readOrNull = (file: string) =>
  fs.readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });

/**
 * A photo's thumbnail (WebP), for its owner or an admin only, like the photo. Photos stored before
 * thumbnails existed (or restored from a backup, which holds no thumbnails) get theirs on first request,
 * made within the photo task limit and kept.
 */
export async function readThumbnail(
  deps: Pick<Deps, 'db' | 'config' | 'metrics'>,
  id: string,
  viewer: PhotoViewer,
) {
  const photo = await findViewablePhoto(deps, id, viewer, 'thumbnail');
  const file = path.join(thumbnailsDir(deps.config), thumbnailFileName(photo.fileName));
  const stored = await readOrNull(file);
  if (stored) return { data: stored, contentType: 'image/webp' };
  const original = await readOrNull(path.join(uploadsDir(deps.config), photo.fileName));
  if (!original) throw notFound(PHOTO_NOT_FOUND);
  const data = await runPhotoTask(deps, 'thumbnail', () => encodeThumbnail(original));
  await writeThumbnailFile(deps.config, photo.fileName, data, false);
  // The photo may have been deleted while its thumbnail was made: then the thumbnail goes too.
  const [still] = await deps.db.select({ id: photos.id }).from(photos).where(eq(photos.id, id)).limit(1);
  if (!still) {
    await deletePhotoFiles(deps.config, [photo.fileName]);
    throw notFound(PHOTO_NOT_FOUND);
  }
  return { data, contentType: 'image/webp' };
}
