import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** The folder of stored photos. */
export const uploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

/** A random photo id of 128 bits. */
export const newPhotoId = () => randomBytes(16).toString('hex');

/** The URL a session's imageUrl holds for a photo. */
export const photoUrl = (id: string) => `/api/photos/${id}`;

/** The photo id inside an imageUrl of ours, or null for any other URL. */
export function photoIdFromUrl(url: string): string | null {
  return /^\/api\/photos\/([0-9a-f]{32})$/.exec(url)?.[1] ?? null;
}

/** Writes a photo file (readable by the app only). */
export async function writePhotoFile(config: Pick<Config, 'dataDir'>, fileName: string, data: Buffer) {
  await fs.mkdir(uploadsDir(config), { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(uploadsDir(config), fileName), data, { mode: 0o600, flag: 'wx' });
}

/** Deletes photo files; a file already gone is fine. */
export async function deletePhotoFiles(config: Pick<Config, 'dataDir'>, fileNames: string[]) {
  await Promise.all(fileNames.map((name) => fs.rm(path.join(uploadsDir(config), name), { force: true })));
}
