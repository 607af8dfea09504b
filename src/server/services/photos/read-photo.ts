import type { Readable } from 'node:stream';
import type { PhotoViewer } from '../../auth/photo-viewer.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findViewablePhoto, PHOTO_NOT_FOUND } from './find-viewable-photo.ts';
import { blobSize, blobStream } from './photo-blobs.ts';

/** A picture to send: its bytes (streamed, or made just now), type and length. */
export type StoredImage = { data: Readable | Buffer; contentType: string; length: number };

/**
 * A photo's bytes, streamed from the database a chunk at a time, for its owner or an admin only; anyone
 * else gets the same 404 as for a missing photo.
 */
export async function readPhoto(
  deps: Pick<Deps, 'db' | 'pool'>,
  id: string,
  viewer: PhotoViewer,
): Promise<StoredImage> {
  const photo = await findViewablePhoto(deps, id, viewer, 'photo');
  const size = await blobSize(deps.pool, photo.id, 'original');
  if (size.chunks === 0) throw notFound(PHOTO_NOT_FOUND);
  return {
    data: blobStream(deps.pool, photo.id, 'original', size.chunks),
    contentType: photo.contentType,
    length: size.bytes,
  };
}
