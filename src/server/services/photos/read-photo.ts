import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { PhotoViewer } from '../../auth/photo-viewer.ts';
import { photos } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { uploadsDir } from './photo-files.ts';

/** A photo's bytes, for its owner or an admin only; anyone else gets the same 404 as for a missing photo. */
export async function readPhoto(deps: Pick<Deps, 'db' | 'config'>, id: string, viewer: PhotoViewer) {
  if (!viewer) throw notFound('Photo not found');
  const owner = 'customerHash' in viewer ? eq(photos.customerHash, viewer.customerHash) : undefined;
  const [photo] = await deps.db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), owner))
    .limit(1);
  if (!photo) throw notFound('Photo not found');
  try {
    const data = await fs.readFile(path.join(uploadsDir(deps.config), photo.fileName));
    return { data, contentType: photo.contentType };
  } catch {
    throw notFound('Photo not found');
  }
}
