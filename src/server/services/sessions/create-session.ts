import type { SessionInput } from '#shared/schemas/sessions.ts';
import { trainingSessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
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
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainingSessions)
      .values({ ...values, customerHash })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const imageUrl = await applyPhotoChange(
      deps,
      tx,
      photoChange(photo, input.imageUrl, null),
      customerHash,
      row.id,
    );
    return imageUrl === undefined ? row : { ...row, imageUrl };
  });
}
