import { and, isNull, lt, sql } from 'drizzle-orm';
import { photos } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { deletePhotoFiles } from './photo-files.ts';

export const ORPHAN_PHOTO_HOURS = 24;

/** Deletes photos uploaded through /api/upload that no session took within a day, files included. */
export async function pruneOrphanPhotos(deps: Pick<Deps, 'db' | 'config'>): Promise<number> {
  const removed = await deps.db
    .delete(photos)
    .where(
      and(
        isNull(photos.sessionId),
        lt(photos.createdAt, sql`now() - make_interval(hours => ${ORPHAN_PHOTO_HOURS})`),
      ),
    )
    .returning({ fileName: photos.fileName });
  await deletePhotoFiles(
    deps.config,
    removed.map((row) => row.fileName),
  );
  return removed.length;
}
