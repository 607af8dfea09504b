import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INPUTS, sourceStamp } from './build-stamp.ts';

// `npm start` builds only when there is no build or the sources changed since it was made (the stamp in
// dist/build.json): several processes started from one checkout serve one build, and a start never
// rebuilds what another process is serving (docs/decisions/062). `npm run build` always builds.

const root = path.resolve(import.meta.dirname, '..');
const recordFile = path.join(root, 'dist/build.json');

function builtStamp(): string | null {
  if (!existsSync(path.join(root, 'dist/server/main.js'))) return null;
  if (!existsSync(path.join(root, 'dist/client/index.html'))) return null;
  try {
    return (JSON.parse(readFileSync(recordFile, 'utf8')) as { stamp?: string }).stamp ?? null;
  } catch {
    return null;
  }
}

const wanted = sourceStamp(root, BUILD_INPUTS);
const built = builtStamp();
if (built === wanted) {
  process.stdout.write(`The build in dist/ is up to date (${wanted}).\n`);
} else {
  process.stdout.write(
    built ? 'The sources changed since the last build: building.\n' : 'No build yet: building.\n',
  );
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
