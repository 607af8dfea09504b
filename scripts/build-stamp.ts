import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// What a build is made from, as a hash of the files' paths and contents: the same commit gives the same
// stamp on every machine and at every time (no clock, no absolute path), so the same asset names
// (docs/decisions/062). Tests are left out: they change no output.

/** The inputs of the browser app's build. */
export const CLIENT_INPUTS = [
  'src/client',
  'src/shared',
  'package-lock.json',
  'vite.config.ts',
  'lingui.config.ts',
  'vite.pwa.ts',
  'vite-inline-css.ts',
  'vite-precompress.ts',
  'scripts/build-stamp.ts',
] as const;

/** The inputs of the whole build: the browser app's and the server's. */
export const BUILD_INPUTS = [
  ...CLIENT_INPUTS,
  'src/server',
  'package.json',
  'scripts/build-server.ts',
  'scripts/lingui-catalog.ts',
] as const;

const isTest = (file: string) => /\.(test|int\.test)\.tsx?$/.test(file);

/** Every file under `entry` (a file or a folder), as paths relative to `root`, sorted. */
function filesOf(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(full);
  } catch {
    return [];
  }
  if (stats.isFile()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)).split(path.sep).join('/'))
    .filter((file) => !isTest(file));
}

/** A 16-hex-digit hash of the inputs' paths and contents. */
export function sourceStamp(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  const files = [...new Set(inputs.flatMap((entry) => filesOf(root, entry)))].sort();
  for (const file of files) {
    hash.update(`${file}\u0000`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\u0000');
  }
  return hash.digest('hex').slice(0, 16);
}
