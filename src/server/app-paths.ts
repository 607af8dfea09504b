import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The app's folder: the nearest one above `start` holding a package.json. This module is
 * src/server/app-paths.ts when run from source and part of dist/server/main.js once built
 * (docs/decisions/026), so paths are taken from the app's folder, never from this file's depth.
 */
export function findAppFolder(start: string): string {
  let folder = start;
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json in ${start} or any folder above it.`);
    folder = parent;
  }
  return folder;
}

export const APP_FOLDER = findAppFolder(path.dirname(fileURLToPath(import.meta.url)));
/** The built client (`npm run build`), served by plugins/client-files.ts. */
export const CLIENT_FOLDER = path.join(APP_FOLDER, 'dist', 'client');
/** The committed migrations (drizzle.config.ts writes them here), applied at start. */
export const MIGRATIONS_FOLDER = path.join(APP_FOLDER, 'src', 'server', 'db', 'migrations');
export const PACKAGE_JSON = path.join(APP_FOLDER, 'package.json');
