import path from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Deps } from '../../deps.ts';
import { queryRows } from '../exports/query-rows.ts';
import { blobStream } from '../photos/photo-blobs.ts';
import type { CustomerScope } from './customer-scope.ts';
import { dataJsonChunks } from './data-json.ts';
import { exportReadme } from './export-readme.ts';
import { ownSessions } from './own-sessions.ts';
import { ownSessionsCsv, ownSessionsJson } from './own-sessions-files.ts';

/** Where a photo goes in the zip: photos/<session ID>.<ext>, or photos/unattached-<photo id>.<ext>. */
type PhotoRow = { id: string; session_id: number | null; file_name: string; chunks: number };
const zipPhotoPath = (photo: PhotoRow) =>
  `photos/${photo.session_id ?? `unattached-${photo.id}`}${path.extname(photo.file_name)}`;

/**
 * A customer's own data as one zip, streamed as it is read (constant memory): README.txt, their entries as
 * they see them in `timeZone` (sessions.csv and the same as sessions.json, docs/decisions/053), data.json
 * (every row of theirs in every table) and photos/ at full size, each photo read from the database a chunk
 * at a time as the zip takes it.
 */
export function customerDataZip(
  deps: Pick<Deps, 'pool' | 'log'>,
  scope: CustomerScope,
  timeZone: string,
): Readable {
  const now = new Date();
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(exportReadme(now, timeZone)), 'README.txt');
  // Each file reads the entries when its turn comes (yazl takes one entry at a time).
  zip.addReadStream(ownSessionsCsv(ownSessions(deps.pool, scope, timeZone), deps.log), 'sessions.csv');
  zip.addReadStream(Readable.from(ownSessionsJson(ownSessions(deps.pool, scope, timeZone))), 'sessions.json');
  zip.addReadStream(Readable.from(dataJsonChunks(deps.pool, scope, now)), 'data.json');
  (async () => {
    const photos = queryRows<PhotoRow>(
      deps.pool,
      `SELECT p.id, p.session_id, p.file_name,
              (SELECT count(*)::int FROM photo_blobs b WHERE b.photo_id = p.id AND b.kind = 'original') AS chunks
         FROM photos p WHERE p.customer_hash = ANY($1::text[])
        ORDER BY p.created_at, p.id`,
      [scope.hashes],
    );
    for await (const photo of photos) {
      // yazl reads one entry at a time: each stream starts querying when its turn comes.
      zip.addReadStream(blobStream(deps.pool, photo.id, 'original', photo.chunks), zipPhotoPath(photo), {
        compress: false,
      });
    }
    zip.end();
  })().catch((err: Error) => {
    deps.log.error({ err }, 'data export failed');
    (zip.outputStream as Readable).destroy(err);
  });
  return zip.outputStream as Readable;
}
