import fs from 'node:fs/promises';
import path from 'node:path';
import type { PhotoViewer } from '../../auth/photo-viewer.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findViewablePhoto, PHOTO_NOT_FOUND } from './find-viewable-photo.ts';
import { uploadsDir } from './photo-files.ts';

/** A photo's bytes, for its owner or an admin only; anyone else gets the same 404 as for a missing photo. */
export async function readPhoto(deps: Pick<Deps, 'db' | 'config'>, id: string, viewer: PhotoViewer) {
  const photo = await findViewablePhoto(deps, id, viewer, 'photo');
  try {
    const data = await fs.readFile(path.join(uploadsDir(deps.config), photo.fileName));
    return { data, contentType: photo.contentType };
  } catch {
    throw notFound(PHOTO_NOT_FOUND);
  }
}
