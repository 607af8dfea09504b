import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Builds the browser app twice, each into a fresh folder, and fails unless both builds hold the same files
// with the same bytes: the same commit must always give the same asset names (docs/decisions/062), so
// several processes, or machines, serve one build. `npm run test:build`.

const root = path.resolve(import.meta.dirname, '..');

function build(): { dir: string; files: Map<string, string> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tracker-build-'));
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      dir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const files = new Map<string, string>();
  for (const dirent of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!dirent.isFile()) continue;
    const file = path.relative(dir, path.join(dirent.parentPath, dirent.name));
    files.set(file, readFileSync(path.join(dir, file)).toString('base64'));
  }
  return { dir, files };
}

const first = build();
const second = build();
try {
  const names = (files: Map<string, string>) => [...files.keys()].sort();
  const onlyFirst = names(first.files).filter((file) => !second.files.has(file));
  const onlySecond = names(second.files).filter((file) => !first.files.has(file));
  const differ = names(first.files).filter(
    (file) => second.files.has(file) && second.files.get(file) !== first.files.get(file),
  );
  const assets = names(first.files).filter((file) => file.startsWith('assets/')).length;
  if (onlyFirst.length || onlySecond.length || differ.length) {
    const lines = [
      'Two builds of the same sources differ:',
      ...onlyFirst.map((file) => `  only in the first: ${file}`),
      ...onlySecond.map((file) => `  only in the second: ${file}`),
      ...differ.map((file) => `  other bytes: ${file}`),
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `Two builds: the same ${first.files.size} files (${assets} assets), byte for byte.\n`,
    );
  }
} finally {
  rmSync(first.dir, { recursive: true, force: true });
  rmSync(second.dir, { recursive: true, force: true });
}
