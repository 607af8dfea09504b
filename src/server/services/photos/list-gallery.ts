import { sql } from 'drizzle-orm';
import type { GalleryPage } from '#shared/schemas/photos.ts';
import { photos, sessions } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { photoUrl, thumbnailUrl } from './photo-urls.ts';

type Row = { id: string; session_id: number; date: Date; cursor_date: string; device: string };

/**
 * A page of the customer's gallery: the photos attached to their sessions, newest first by session date
 * then session id (a session holds at most one photo), read along the sessions (customer, date, id) index
 * from the cursor on, so any page costs the same. Unattached uploads are not shown. `total` counts them all
 * (the photos' customer index).
 */
export async function listGallery(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  limit: number,
  cursor: string | undefined,
): Promise<GalleryPage> {
  const [cursorDate, cursorId] = cursor ? cursor.split('_') : [];
  const after =
    cursorDate && cursorId
      ? sql`AND (s.date, s.id) < (${cursorDate}::timestamptz, ${Number(cursorId)}::int)`
      : sql``;
  const result = await deps.db.execute<Row>(sql`
    SELECT p.id, s.id AS session_id, s.date, s.device,
           to_char(s.date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_date
      FROM ${sessions} s
      JOIN ${photos} p ON p.session_id = s.id AND p.customer_hash = s.customer_hash
     WHERE s.customer_hash = ${customerHash} ${after}
     ORDER BY s.date DESC, s.id DESC
     LIMIT ${limit + 1}`);
  const counted = await deps.db.execute<{ total: number }>(sql`
    SELECT count(*)::int AS total
      FROM ${photos} p
      JOIN ${sessions} s ON s.id = p.session_id AND s.customer_hash = p.customer_hash
     WHERE p.customer_hash = ${customerHash}`);
  const rows = result.rows.slice(0, limit);
  const last = rows.at(-1);
  return {
    photos: rows.map((row) => ({
      id: row.id,
      url: photoUrl(row.id),
      thumbnailUrl: thumbnailUrl(row.id),
      sessionId: row.session_id,
      date: new Date(row.date).toISOString(),
      device: row.device,
    })),
    nextCursor: result.rows.length > limit && last ? `${last.cursor_date}_${last.session_id}` : null,
    total: counted.rows[0]?.total ?? 0,
  };
}
