import { eq } from 'drizzle-orm';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import { trainingSessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { deletePhotoFiles } from '../photos/photo-files.ts';
import { preparePhoto } from '../photos/prepare-photo.ts';
import { applyPhotoChange, photoChange } from './attach-photo.ts';
import { getSession } from './get-session.ts';
import { sessionValues } from './session-values.ts';

/** Changes the customer's own session (a new photo from the sent file); a replaced or removed photo's file is deleted. */
export async function updateSession(
  deps: Pick<Deps, 'db' | 'config' | 'metrics'>,
  customerHash: string,
  id: number,
  input: SessionInput,
  image: Buffer | null,
) {
  const photo = image ? await preparePhoto(deps, customerHash, image) : null;
  const values = sessionValues(input, false);
  const written: string[] = [];
  let released: string[] = [];
  let updated: Awaited<ReturnType<typeof getSession>> | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const current = await getSession(tx, customerHash, id);
      const [row] = await tx
        .update(trainingSessions)
        .set(values)
        .where(eq(trainingSessions.id, id))
        .returning();
      const applied = await applyPhotoChange(
        deps,
        tx,
        photoChange(photo, input.imageUrl, current.imageUrl),
        customerHash,
        id,
      );
      written.push(...applied.written);
      released = applied.released;
      updated = row && (applied.imageUrl === undefined ? row : { ...row, imageUrl: applied.imageUrl });
    });
  } catch (err) {
    await deletePhotoFiles(deps.config, written);
    throw err;
  }
  await deletePhotoFiles(deps.config, released);
  if (!updated) throw new Error('update returned no row');
  return updated;
}
