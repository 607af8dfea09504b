import type { Deps } from '../../deps.ts';
import { deletePhotoFiles } from './photo-files.ts';
import { preparePhoto } from './prepare-photo.ts';
import { savePhoto } from './save-photo.ts';

/**
 * Stores a photo for the customer, not yet attached to a session (a new session's imageUrl may take it
 * within the hour; see prune-orphan-photos). The file written is deleted again if the row is not stored.
 */
export async function uploadPhoto(
  deps: Pick<Deps, 'db' | 'config' | 'metrics'>,
  customerHash: string,
  image: Buffer,
): Promise<{ imageUrl: string }> {
  const photo = await preparePhoto(deps, customerHash, image);
  const written: string[] = [];
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const result = await savePhoto(deps, tx, photo, customerHash, null);
      written.push(result.fileName);
      return result;
    });
    return { imageUrl: saved.url };
  } catch (err) {
    await deletePhotoFiles(deps.config, written);
    throw err;
  }
}
