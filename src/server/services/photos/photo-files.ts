import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathOf } from '#shared/contracts/contract.ts';
import { getPhoto, getPhotoThumbnail } from '#shared/contracts/photos.ts';
import type { Config } from '../../config.ts';

/** The folder of stored photos. */
export const uploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

/**
 * The folder of photo thumbnails, beside the photos (not inside, so the photo folder holds only the files
 * the photos table names: backups copy those, and a thumbnail is made again from its photo when missing).
 */
export const thumbnailsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'thumbnails');

/** A photo's thumbnail file: `<photo id>.webp` for the photo file `<photo id>.<ext>`. */
export const thumbnailFileName = (photoFileName: string) => `${path.parse(photoFileName).name}.webp`;

/** A random photo id of 128 bits. */
export const newPhotoId = () => randomBytes(16).toString('hex');

/** The URL a session's imageUrl holds for a photo: the path of GET /api/photos/:id. */
export const photoUrl = (id: string) => pathOf(getPhoto, { id });

/** The URL of a photo's thumbnail: the path of GET /api/photos/:id/thumbnail. */
export const thumbnailUrl = (id: string) => pathOf(getPhotoThumbnail, { id });

/** Writes a photo file (readable by the app only). */
export async function writePhotoFile(config: Pick<Config, 'dataDir'>, fileName: string, data: Buffer) {
  await fs.mkdir(uploadsDir(config), { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(uploadsDir(config), fileName), data, { mode: 0o600, flag: 'wx' });
}

/**
 * Writes a photo's thumbnail (readable by the app only). `replace: false` leaves one already there alone
 * (two first requests for a missing thumbnail make the same picture).
 */
export async function writeThumbnailFile(
  config: Pick<Config, 'dataDir'>,
  photoFileName: string,
  data: Buffer,
  replace = true,
) {
  await fs.mkdir(thumbnailsDir(config), { recursive: true, mode: 0o700 });
  const file = path.join(thumbnailsDir(config), thumbnailFileName(photoFileName));
  try {
    await fs.writeFile(file, data, { mode: 0o600, flag: replace ? 'w' : 'wx' });
  } catch (err) {
    if (replace || (err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/** Deletes photo files and their thumbnails; a file already gone is fine. */
export async function deletePhotoFiles(config: Pick<Config, 'dataDir'>, fileNames: string[]) {
  await Promise.all(
    fileNames.flatMap((name) => [
      fs.rm(path.join(uploadsDir(config), name), { force: true }),
      fs.rm(path.join(thumbnailsDir(config), thumbnailFileName(name)), { force: true }),
    ]),
  );
}
