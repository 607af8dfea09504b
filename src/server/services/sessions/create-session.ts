import type { SessionInput } from '#shared/schemas/sessions.ts';
import { trainingSessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { deletePhotoFiles } from '../photos/photo-files.ts';
import { preparePhoto } from '../photos/prepare-photo.ts';
import { applyPhotoChange, photoChange } from './attach-photo.ts';
import { sessionValues } from './session-values.ts';

/** Stores a new session or measurement entry for the customer, with its photo (the sent file) if any. */
export async function createSession(
  deps: Pick<Deps, 'db' | 'config' | 'metrics'>,
  customerHash: string,
  input: SessionInput,
  image: Buffer | null,
) {
  const photo = image ? await preparePhoto(deps, customerHash, image) : null;
  const values = sessionValues(input, true);
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(trainingSessions)
        .values({ ...values, customerHash })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const change = photoChange(photo, input.imageUrl, null);
      const applied = await applyPhotoChange(deps, tx, change, customerHash, row.id);
      written.push(...applied.written);
      return applied.imageUrl === undefined ? row : { ...row, imageUrl: applied.imageUrl };
    });
  } catch (err) {
    await deletePhotoFiles(deps.config, written);
    throw err;
  }
}
