import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_INPUTS } from '../../../scripts/build-stamp.ts';

// A deploy target as the README's "Deploy" section has it: a checkout of the app with its dependencies,
// built once with `npm run build`, which every process on the machine serves. Here the checkout is a copy
// of this one's sources in a temp folder, and its dependencies this checkout's node_modules.

const repo = path.resolve(import.meta.dirname, '../../..');
// What `npm run build` reads: the build's inputs (the same list its stamp hashes), its scripts, and the
// build-record plugin (which changes no output, so no stamp).
const SOURCES = [...new Set([...BUILD_INPUTS, 'scripts', 'tsconfig.json', 'vite-build-record.ts'])].filter(
  (entry) => !entry.startsWith('scripts/'),
);

export type BuildRecord = {
  buildId: string;
  files: string[];
  replaced: { buildId: string; files: string[] }[];
};

export type Release = {
  dir: string;
  /** `npm run build` in the checkout, as a deploy runs it (the processes keep serving meanwhile). */
  build: () => void;
  /** A new commit: a change to a source every chunk depends on (the next build's names all differ). */
  change: (note: string) => void;
  record: () => BuildRecord;
  remove: () => void;
};

export function makeRelease(): Release {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-release-'));
  for (const entry of SOURCES) fs.cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    build: () => {
      execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'pipe' });
    },
    change: (note) => {
      fs.appendFileSync(path.join(dir, 'src/shared/constants.ts'), `\n// ${note}\n`);
    },
    record: () => JSON.parse(fs.readFileSync(path.join(dir, 'dist/build.json'), 'utf8')) as BuildRecord,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
