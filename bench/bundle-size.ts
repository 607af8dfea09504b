/**
 * The client's JavaScript as a phone downloads it, measured on the built files in dist/client:
 * - the first load: the entry script and every module `index.html` preloads (what any page runs before its
 *   screen's own chunk);
 * - the Progress view's chunk with the modules it adds (its static imports not already in the first load).
 * Prints each figure (raw and gzip). With `--check`, fails when the progress chunk reaches its budget
 * (under 60 KB gzip) or the first load exceeds its own (at most 162 KB gzip). Run after `npm run build`:
 * `npm run size`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const PROGRESS_BUDGET = 60 * KB;
// 157.0 KB before languages; raised by the 5 KB issue 32 allows for the translation runtime (docs/decisions/067).
const FIRST_LOAD_BUDGET = 162 * KB;

const root = join(import.meta.dirname, '..', 'dist', 'client');
const assets = join(root, 'assets');
if (!existsSync(join(root, 'index.html'))) {
  process.stderr.write('dist/client/index.html is missing: run `npm run build` first.\n');
  process.exit(1);
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  let known = sizes.get(file);
  if (!known) {
    const bytes = readFileSync(join(assets, file));
    known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, known);
  }
  return known;
}

/** The chunk files a chunk imports statically (`import … from"./x.js"`, `import"./x.js"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** A chunk and everything it pulls in statically, less what is already loaded. */
function closure(start: string, loaded: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || loaded.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

const total = (files: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    raw += size(file).raw;
    gzip += size(file).gzip;
  }
  return { raw, gzip };
};
const say = (line: string) => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const html = readFileSync(join(root, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\.\/assets\/([\w.-]+\.js)"/g)].map(
  (match) => match[1] as string,
);
const entry = referenced[0];
if (!entry) throw new Error('index.html loads no script');
const firstLoad = new Set(closure(entry, new Set()).concat(referenced));

// The current build's chunk: dist/client also keeps the files of builds replaced less than a day ago
// (docs/decisions/062), which dist/build.json tells apart.
const recordFile = join(import.meta.dirname, '..', 'dist', 'build.json');
const currentFiles: string[] = existsSync(recordFile)
  ? (JSON.parse(readFileSync(recordFile, 'utf8')) as { files: string[] }).files
      .filter((file) => file.startsWith('assets/'))
      .map((file) => file.slice('assets/'.length))
  : readdirSync(assets);
const progressPage = currentFiles.find((file) => /^progress-page-[\w-]+\.js$/.test(file));
if (!progressPage) throw new Error('no progress-page chunk in dist/client/assets');
const progress = closure(progressPage, firstLoad);

/** What the server sends a browser that accepts Brotli: the build's .br copies (vite-precompress.ts). */
const brotliTotal = (files: Iterable<string>) => {
  let bytes = 0;
  for (const file of files) {
    const br = join(assets, `${file}.br`);
    bytes += existsSync(br) ? readFileSync(br).length : size(file).raw;
  }
  return bytes;
};

const first = total(firstLoad);
const progressSize = total(progress);
say(
  `first load, ${firstLoad.size} files: ${kb(first.raw)} (${kb(first.gzip)} gzip, ${kb(brotliTotal(firstLoad))} as sent with Brotli; budget at most ${kb(FIRST_LOAD_BUDGET)} gzip)`,
);
say(
  `progress view, ${progress.length} files (${progress.join(', ')}): ${kb(progressSize.raw)} (${kb(progressSize.gzip)} gzip; budget under ${kb(PROGRESS_BUDGET)})`,
);

const overBudget = [
  progressSize.gzip >= PROGRESS_BUDGET &&
    `The progress view is ${kb(progressSize.gzip)} gzip: its budget is under ${kb(PROGRESS_BUDGET)}.`,
  first.gzip > FIRST_LOAD_BUDGET &&
    `The first load is ${kb(first.gzip)} gzip: its budget is at most ${kb(FIRST_LOAD_BUDGET)}.`,
].filter((message): message is string => typeof message === 'string');
if (process.argv.includes('--check') && overBudget.length > 0) {
  process.stderr.write(`${overBudget.join('\n')}\n`);
  process.exit(1);
}
