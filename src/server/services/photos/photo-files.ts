import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathOf } from '#shared/contracts/contract.ts';
import { getPhoto } from '#shared/contracts/photos.ts';
import type { Config } from '../../config.ts';

/** The folder of stored photos. */
export const uploadsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

/** A random photo id of 128 bits. */
export const newPhotoId = () => randomBytes(16).toString('hex');

/** The URL a session's imageUrl holds for a photo: the path of GET /api/photos/:id. */
export const photoUrl = (id: string) => pathOf(getPhoto, { id });

/** Writes a photo file (readable by the app only). */
export async function writePhotoFile(config: Pick<Config, 'dataDir'>, fileName: string, data: Buffer) {
  await fs.mkdir(uploadsDir(config), { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(uploadsDir(config), fileName), data, { mode: 0o600, flag: 'wx' });
}

/** Deletes photo files; a file already gone is fine. */
export async function deletePhotoFiles(config: Pick<Config, 'dataDir'>, fileNames: string[]) {
  await Promise.all(fileNames.map((name) => fs.rm(path.join(uploadsDir(config), name), { force: true })));
}
