import type { Db } from '../../db/client.ts';
import { photos } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { newPhotoId, photoUrl, writePhotoFile, writeThumbnailFile } from './photo-files.ts';
import type { ProcessedPhoto } from './process-photo.ts';
import { checkUploadQuota, recordUpload } from './upload-quota.ts';

/**
 * Writes a processed photo under a random name and records it for its customer (and session), counted
 * against the customer's daily upload quota (429 when it is used up: nothing is written).
 * Runs inside the caller's transaction; the caller deletes the file if the transaction fails.
 */
export async function savePhoto(
  deps: Pick<Deps, 'config'>,
  tx: Db,
  photo: ProcessedPhoto,
  customerHash: string,
  sessionId: number | null,
): Promise<{ id: string; url: string; fileName: string }> {
  await checkUploadQuota(tx, deps.config, customerHash, photo.uploadBytes, true);
  await recordUpload(tx, customerHash, photo.uploadBytes);
  const id = newPhotoId();
  const fileName = `${id}.${photo.format === 'jpeg' ? 'jpg' : photo.format}`;
  await writePhotoFile(deps.config, fileName, photo.data);
  // Deleting the photo file by this name (on failure or later) deletes the thumbnail too.
  await writeThumbnailFile(deps.config, fileName, photo.thumbnail);
  await tx.insert(photos).values({
    id,
    customerHash,
    sessionId,
    fileName,
    contentType: photo.contentType,
    byteSize: photo.data.length,
  });
  return { id, url: photoUrl(id), fileName };
}
