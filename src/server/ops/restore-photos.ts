import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { thumbnailsDir, uploadsDir } from '../services/photos/legacy-photo-files.ts';
import { isSafeFileName, photoEntry } from './backup-manifest.ts';
import { OpsError } from './ops-error.ts';
import type { ZipReader } from './zip-reader.ts';

const PREFIX = photoEntry('');

/** Photo files in DATA_DIR/uploads (none when the folder does not exist). */
export function storedPhotoFiles(dataDir: string): string[] {
  try {
    return fs.readdirSync(uploadsDir({ dataDir }));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Writes the backup's photo files into a folder beside DATA_DIR/uploads; `swapIn` then puts that folder
 * in place of uploads (after the rows are committed), `discard` removes it (when the restore fails).
 */
export async function stagePhotoFiles(zip: ZipReader, dataDir: string) {
  const staging = path.join(dataDir, '.uploads-restoring');
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  let files = 0;
  try {
    for (const name of zip.names.filter((entry) => entry.startsWith(PREFIX) && entry !== PREFIX)) {
      const fileName = name.slice(PREFIX.length);
      if (!isSafeFileName(fileName)) throw new OpsError(`The backup holds an unexpected file: ${name}`);
      const handle = await fs.promises.open(path.join(staging, fileName), 'wx', 0o600);
      await pipeline(await zip.open(name), handle.createWriteStream());
      files++;
    }
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  return {
    files,
    swapIn: () => {
      fs.rmSync(uploadsDir({ dataDir }), { recursive: true, force: true });
      fs.renameSync(staging, uploadsDir({ dataDir }));
      // A backup holds no thumbnails: the restored photos' are made again on first request, and none of
      // a photo the restore removed stays behind.
      fs.rmSync(thumbnailsDir({ dataDir }), { recursive: true, force: true });
    },
    discard: () => fs.rmSync(staging, { recursive: true, force: true }),
  };
}
