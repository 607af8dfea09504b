import fs from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import type yazl from 'yazl';
import { uploadsDir } from '../services/photos/legacy-photo-files.ts';
import { type BackupManifest, isSafeFileName, photoEntry } from './backup-manifest.ts';

async function openPhoto(file: string): Promise<fs.FileHandle | null> {
  try {
    return await fs.open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Photos are rows of photo_blobs (docs/decisions/030), in the backup with every other table. This adds
 * the photo files still in DATA_DIR/uploads, the layout before that, which the app imports at its next
 * start: a backup taken after upgrading but before that start (or of a database not migrated yet) would
 * lack them otherwise. Only files that the snapshot's photos rows name are added, one at a time and
 * stored as they are; none at all once the app has started.
 */
export async function addLegacyPhotoFiles(
  zip: yazl.ZipFile,
  client: pg.ClientBase,
  dataDir: string,
  untilFailed: Promise<never>,
): Promise<BackupManifest['photos']> {
  const photos: BackupManifest['photos'] = { files: 0, bytes: 0, missing: [] };
  for (const name of await namesIn(uploadsDir({ dataDir }))) {
    if (!isSafeFileName(name)) continue;
    const named = await client.query('SELECT 1 FROM public.photos WHERE id = $1 AND file_name = $2', [
      path.parse(name).name,
      name,
    ]);
    if (named.rowCount === 0) continue;
    const handle = await openPhoto(path.join(uploadsDir({ dataDir }), name));
    // Gone since the listing: imported by the app starting meanwhile (after this snapshot), or deleted.
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
