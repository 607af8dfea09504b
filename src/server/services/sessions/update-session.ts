import { eq } from 'drizzle-orm';
import { isMeasurementEntry } from '#shared/devices.ts';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { preparePhoto } from '../photos/prepare-photo.ts';
import { applyPhotoChange, photoChange } from './attach-photo.ts';
import { readEntryPoints, replaceEntryPoints } from './entry-points.ts';
import { getSession } from './get-session.ts';
import { sessionValues } from './session-values.ts';

/**
 * Changes the customer's own session (a new photo from the sent file); a replaced or removed photo is
 * deleted. Sent points replace the entry's set; none sent keeps it; a training session has none.
 */
export async function updateSession(
  deps: Pick<Deps, 'db' | 'config' | 'metrics'>,
  customerHash: string,
  id: number,
  input: SessionInput,
  image: Buffer | null,
) {
  const photo = image ? await preparePhoto(deps, customerHash, image) : null;
  const values = sessionValues(input, false);
  const updated = await deps.db.transaction(async (tx) => {
    const current = await getSession(tx, customerHash, id);
    const [row] = await tx.update(sessions).set(values).where(eq(sessions.id, id)).returning();
    const sent = isMeasurementEntry(input.device) ? input.points : {};
    if (sent) await replaceEntryPoints(tx, id, sent);
    const points = sent ?? (await readEntryPoints(tx, customerHash, id));
    const change = photoChange(photo, input.imageUrl, current.imageUrl);
    const imageUrl = await applyPhotoChange(deps, tx, change, customerHash, id);
    return row && { ...row, points, ...(imageUrl === undefined ? {} : { imageUrl }) };
  });
  if (!updated) throw new Error('update returned no row');
  return updated;
}
