import { type Placeholder, sql } from 'drizzle-orm';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import { type Placeholders, preparedQuery } from '../../db/prepared-query.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { preparePhoto } from '../photos/prepare-photo.ts';
import { applyPhotoChange, photoChange } from './attach-photo.ts';
import { replaceEntryPoints } from './entry-points.ts';
import { SESSION_VALUE_KEYS, type SessionValues, sessionValues } from './session-values.ts';

type NewEntry = SessionValues & { customerHash: string };

/**
 * The one INSERT of an entry: every column of SessionValues (read from the table) from its placeholder,
 * so a column cannot be written by one path and forgotten by another; a missing date is now(), as the
 * column's default. Prepared once (docs/decisions/031, 044).
 */
const insertEntry = preparedQuery((db, $: Placeholders<NewEntry>) => {
  const columns = Object.fromEntries(SESSION_VALUE_KEYS.map((key) => [key, $[key]])) as {
    [K in keyof SessionValues]: Placeholder;
  };
  return db
    .insert(sessions)
    .values({
      ...columns,
      customerHash: $.customerHash,
      date: sql`coalesce(${$.date}::timestamptz, now())`,
    })
    .returning();
});

/**
 * Stores a new session or measurement entry for the customer, with its photo (the sent file) if any and
 * its optional measurement points.
 */
export async function createSession(
  deps: Pick<Deps, 'db' | 'pool' | 'config' | 'metrics'>,
  customerHash: string,
  input: SessionInput,
  image: Buffer | null,
) {
  const photo = image ? await preparePhoto(deps, customerHash, image) : null;
  const entry: NewEntry = { ...sessionValues(input, true), customerHash };
  const change = photoChange(photo, input.imageUrl, null);
  const points = input.points ?? {};
  if (change.kind === 'keep' && Object.keys(points).length === 0) {
    // Nothing to attach: one statement, no transaction around it (docs/decisions/031).
    const [row] = await insertEntry.run(deps, entry);
    if (!row) throw new Error('insert returned no row');
    return { ...row, points };
  }
  // The row, its points, the photo and its bytes in one transaction (docs/decisions/030).
  return deps.db.transaction(async (tx) => {
    const [row] = await insertEntry.runIn(tx, entry);
    if (!row) throw new Error('insert returned no row');
    await replaceEntryPoints(tx, row.id, points);
    const imageUrl = await applyPhotoChange(deps, tx, change, customerHash, row.id);
    return { ...row, points, ...(imageUrl === undefined ? {} : { imageUrl }) };
  });
}
