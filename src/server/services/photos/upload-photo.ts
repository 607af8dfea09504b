import type { Deps } from '../../deps.ts';
import { preparePhoto } from './prepare-photo.ts';
import { savePhoto } from './save-photo.ts';

/**
 * Stores a photo for the customer, not yet attached to a session (a new session's imageUrl may take it
 * within the hour; see prune-orphan-photos).
 */
export async function uploadPhoto(
  deps: Pick<Deps, 'db' | 'config' | 'metrics'>,
  customerHash: string,
  image: Buffer,
): Promise<{ imageUrl: string }> {
  const photo = await preparePhoto(deps, customerHash, image);
  const saved = await deps.db.transaction((tx) => savePhoto(deps, tx, photo, customerHash, null));
  return { imageUrl: saved.url };
}
