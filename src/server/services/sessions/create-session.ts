import { sql } from 'drizzle-orm';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import { reusableQuery, UNNAMED_STATEMENT } from '../../db/reusable-query.ts';
import { trainingSessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { deletePhotoFiles } from '../photos/photo-files.ts';
import { preparePhoto } from '../photos/prepare-photo.ts';
import { applyPhotoChange, photoChange } from './attach-photo.ts';
import { sessionValues } from './session-values.ts';

const placeholder = (name: string) => sql.placeholder(name);

/** An entry without a photo: one INSERT, built once; a missing date is now(), as the column's default. */
const insertEntry = reusableQuery((db) =>
  db
    .insert(trainingSessions)
    .values({
      customerHash: placeholder('customerHash'),
      device: placeholder('device'),
      duration: placeholder('duration'),
      weight: placeholder('weight'),
      length: placeholder('length'),
      girth: placeholder('girth'),
      measurementUnit: placeholder('measurementUnit'),
      notes: placeholder('notes'),
      date: sql`coalesce(${placeholder('date')}::timestamptz, now())`,
      day: placeholder('day'),
    })
    .returning()
    .prepare(UNNAMED_STATEMENT),
);

/** Stores a new session or measurement entry for the customer, with its photo (the sent file) if any. */
export async function createSession(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
  input: SessionInput,
  image: Buffer | null,
) {
  const photo = image ? await preparePhoto(deps, customerHash, image) : null;
  const values = sessionValues(input, true);
  const change = photoChange(photo, input.imageUrl, null);
  if (change.kind === 'keep') {
    // Nothing to attach: one statement, no transaction around it (docs/decisions/031).
    const [row] = await insertEntry(deps.db).execute({
      ...values,
      customerHash,
      date: values.date ?? null,
      day: values.day ?? null,
    });
    if (!row) throw new Error('insert returned no row');
    return row;
  }
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(trainingSessions)
        .values({ ...values, customerHash })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const applied = await applyPhotoChange(deps, tx, change, customerHash, row.id);
      written.push(...applied.written);
      return applied.imageUrl === undefined ? row : { ...row, imageUrl: applied.imageUrl };
    });
  } catch (err) {
    await deletePhotoFiles(deps.config, written);
    throw err;
  }
}
