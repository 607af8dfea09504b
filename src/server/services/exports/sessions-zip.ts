import path from 'node:path';
import type { Readable } from 'node:stream';
import type pg from 'pg';
import type { Logger } from 'pino';
import yazl from 'yazl';
import { blobStream } from '../photos/photo-blobs.ts';
import { queryRows } from './query-rows.ts';
import { sessionsCsv } from './sessions-csv.ts';

/** Where a session's photo goes in the zip: photos/<session ID>.<ext>, so a CSV row points to its photo. */
const zipPhotoPath = (sessionId: number, fileName: string) => `photos/${sessionId}${path.extname(fileName)}`;

/**
 * A zip streamed as it is read: sessions.csv first, then each photo stored as it is (no recompression),
 * read from the database a chunk at a time as the zip takes it.
 */
export function sessionsZipStream(pool: pg.Pool, customerHashes: string[], log: Logger): Readable {
  const zip = new yazl.ZipFile();
  zip.addReadStream(sessionsCsv(pool, customerHashes, log), 'sessions.csv');
  (async () => {
    const photos = queryRows<{ id: number; photo_id: string; file_name: string; chunks: number }>(
      pool,
      `SELECT s.id, p.id AS photo_id, p.file_name,
              (SELECT count(*)::int FROM photo_blobs b WHERE b.photo_id = p.id AND b.kind = 'original') AS chunks
         FROM sessions s JOIN photos p ON p.session_id = s.id
        WHERE s.customer_hash = ANY($1::text[]) ORDER BY s.customer_hash, s.date, s.id`,
      [customerHashes],
    );
    for await (const photo of photos) {
      // yazl reads one entry at a time: each stream starts querying when its turn comes.
      zip.addReadStream(
        blobStream(pool, photo.photo_id, 'original', photo.chunks),
        zipPhotoPath(photo.id, photo.file_name),
        { compress: false },
      );
    }
    zip.end();
  })().catch((err: Error) => {
    log.error({ err }, 'zip export failed');
    (zip.outputStream as Readable).destroy(err);
  });
  return zip.outputStream as Readable;
}
