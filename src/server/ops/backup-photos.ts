import fs from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type yazl from 'yazl';
import { uploadsDir } from '../services/photos/photo-files.ts';
import { type BackupManifest, isSafeFileName, photoEntry } from './backup-manifest.ts';
import { OpsError } from './ops-error.ts';

async function openPhoto(file: string): Promise<fs.FileHandle | null> {
  try {
    return await fs.open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Adds the photo files that the snapshot's photos rows name, one at a time and stored as they are (JPEG
 * and WebP do not compress). A file deleted since the snapshot (its photo deleted meanwhile) is listed
 * as missing instead of failing the backup.
 */
export async function addPhotoFiles(
  zip: yazl.ZipFile,
  client: pg.ClientBase,
  dataDir: string,
  untilFailed: Promise<never>,
): Promise<BackupManifest['photos']> {
  const photos: BackupManifest['photos'] = { files: 0, bytes: 0, missing: [] };
  const names = client.query(
    new QueryStream('SELECT file_name FROM public.photos ORDER BY file_name', [], {
      batchSize: 500,
      rowMode: 'array',
    }),
  );
  for await (const [name] of names as AsyncIterable<[string]>) {
    if (!isSafeFileName(name)) throw new OpsError(`A photo row names an unexpected file: ${name}`);
    const handle = await openPhoto(path.join(uploadsDir({ dataDir }), name));
    if (!handle) {
      photos.missing.push(name);
      continue;
    }
    let size: number;
    try {
      size = (await handle.stat()).size;
    } catch (err) {
      await handle.close();
      throw err;
    }
    const data = handle.createReadStream();
    zip.addReadStream(data, photoEntry(name), { compress: false, size });
    await Promise.race([finished(data), untilFailed]);
    photos.files++;
    photos.bytes += size;
  }
  return photos;
}
