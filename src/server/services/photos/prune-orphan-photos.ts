import { and, isNull, lt, sql } from 'drizzle-orm';
import { photos } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';

/**
 * How long a photo uploaded through /api/upload may wait for a session to take it. The form attaches it
 * within seconds; with the clean-up every 10 minutes (plugins/maintenance.ts), an unused upload is gone
 * within the hour.
 */
const ORPHAN_PHOTO_MINUTES = 45;

/** Deletes photos uploaded through /api/upload that no session took in time (their bytes go by cascade). */
export async function pruneOrphanPhotos(deps: Pick<Deps, 'db'>): Promise<number> {
  const removed = await deps.db
    .delete(photos)
    .where(
      and(
        isNull(photos.sessionId),
        lt(photos.createdAt, sql`now() - make_interval(mins => ${ORPHAN_PHOTO_MINUTES})`),
      ),
    )
    .returning({ id: photos.id });
  return removed.length;
}
