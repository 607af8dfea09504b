import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { writeBlob } from './photo-blobs.ts';
import { newPhotoId, photoUrl } from './photo-urls.ts';
import type { ProcessedPhoto } from './process-photo.ts';
import { checkUploadQuota, recordUpload } from './upload-quota.ts';

/**
 * Stores a processed photo and its thumbnail under a random id for its customer (and session), counted
 * against the customer's daily upload quota (429 when it is used up: nothing is stored). Runs inside the
 * caller's transaction: the row and the bytes are kept together or not at all.
 */
export async function savePhoto(
  deps: Pick<Deps, 'config'>,
  tx: Db,
  photo: ProcessedPhoto,
  customerHash: string,
  sessionId: number | null,
): Promise<{ id: string; url: string }> {
  await checkUploadQuota(tx, deps.config, customerHash, photo.uploadBytes, true);
  await recordUpload(tx, customerHash, photo.uploadBytes);
  const id = newPhotoId();
  await tx.insert(photos).values({
    id,
    customerHash,
    sessionId,
    fileName: `${id}.${photo.format === 'jpeg' ? 'jpg' : photo.format}`,
    contentType: photo.contentType,
    byteSize: photo.data.length,
  });
  await writeBlob(tx, id, 'original', photo.data);
  await writeBlob(tx, id, 'thumbnail', photo.thumbnail);
  return { id, url: photoUrl(id) };
}
