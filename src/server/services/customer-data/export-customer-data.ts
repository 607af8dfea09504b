import path from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Deps } from '../../deps.ts';
import { queryRows } from '../exports/query-rows.ts';
import { sessionsCsv } from '../exports/sessions-csv.ts';
import { uploadsDir } from '../photos/photo-files.ts';
import type { CustomerScope } from './customer-scope.ts';
import { dataJsonChunks } from './data-json.ts';
import { exportReadme } from './export-readme.ts';

/** Where a photo goes in the zip: photos/<session ID>.<ext>, or photos/unattached-<photo id>.<ext>. */
const zipPhotoPath = (photo: { id: string; session_id: number | null; file_name: string }) =>
  `photos/${photo.session_id ?? `unattached-${photo.id}`}${path.extname(photo.file_name)}`;

/**
 * A customer's own data as one zip, streamed as it is read (constant memory): README.txt, sessions.csv
 * (spec section 3 columns), data.json (every row of theirs in every table) and photos/ at full size.
 */
export function customerDataZip(deps: Pick<Deps, 'pool' | 'config' | 'log'>, scope: CustomerScope): Readable {
  const now = new Date();
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(exportReadme(now)), 'README.txt');
  zip.addReadStream(sessionsCsv(deps.pool, scope.hashes, deps.log), 'sessions.csv');
  zip.addReadStream(Readable.from(dataJsonChunks(deps.pool, scope, now)), 'data.json');
  (async () => {
    const photos = queryRows<{ id: string; session_id: number | null; file_name: string }>(
      deps.pool,
      `SELECT id, session_id, file_name FROM photos WHERE customer_hash = ANY($1::text[])
        ORDER BY created_at, id`,
      [scope.hashes],
    );
    for await (const photo of photos) {
      zip.addFile(path.join(uploadsDir(deps.config), photo.file_name), zipPhotoPath(photo), {
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
