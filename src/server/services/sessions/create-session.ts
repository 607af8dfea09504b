import type { SessionInput } from '#shared/schemas/sessions.ts';
import { runQuery } from '../../db/run-query.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import type { SessionRow } from '../../presenters/session.ts';
import { preparePhoto } from '../photos/prepare-photo.ts';
import { applyPhotoChange, photoChange } from './attach-photo.ts';
import { SESSION_ROW_COLUMNS } from './session-columns.ts';
import { sessionValues } from './session-values.ts';

// An entry without a photo: one fixed INSERT (nothing built per request); a missing date is now(), as the
// column's default.
const INSERT_ENTRY_SQL = `
  INSERT INTO sessions (customer_hash, device, duration, weight, length, girth, measurement_unit, notes, date, day)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now()), $10)
  RETURNING ${SESSION_ROW_COLUMNS}`;

/** Stores a new session or measurement entry for the customer, with its photo (the sent file) if any. */
export async function createSession(
  deps: Pick<Deps, 'db' | 'pool' | 'config' | 'metrics'>,
  customerHash: string,
  input: SessionInput,
  image: Buffer | null,
) {
  const photo = image ? await preparePhoto(deps, customerHash, image) : null;
  const values = sessionValues(input, true);
  const change = photoChange(photo, input.imageUrl, null);
  if (change.kind === 'keep') {
    // Nothing to attach: one statement, no transaction around it (docs/decisions/031).
    const { rows } = await runQuery<SessionRow>(deps.pool, INSERT_ENTRY_SQL, [
      customerHash,
      values.device,
      values.duration,
      values.weight ?? null,
      values.length ?? null,
      values.girth ?? null,
      values.measurementUnit,
      values.notes,
      values.date ?? null,
      values.day ?? null,
    ]);
    const [row] = rows;
    if (!row) throw new Error('insert returned no row');
    return row;
  }
  // The row, the photo and its bytes in one transaction (docs/decisions/030).
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sessions)
      .values({ ...values, customerHash })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const imageUrl = await applyPhotoChange(deps, tx, change, customerHash, row.id);
    return imageUrl === undefined ? row : { ...row, imageUrl };
  });
}
