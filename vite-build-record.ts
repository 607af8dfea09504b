import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BUILD_INPUTS, CLIENT_INPUTS, sourceStamp } from './scripts/build-stamp.ts';

/** How long the files of a replaced build stay servable: pages opened before a deploy keep working. */
export const KEEP_REPLACED_MS = 24 * 3600_000;

/** dist/build.json: what the build in dist/ is made from, and the files of the builds it replaced. */
export type BuildRecord = {
  /** `sourceStamp` of every input (client and server): `npm start` rebuilds when the sources differ. */
  stamp: string;
  /** `sourceStamp` of the browser app's inputs, the offline cache's build stamp too. */
  clientStamp: string;
  /** A hash of the browser app's file names (hashed names: their contents too). */
  buildId: string;
  /** The browser app's files, relative to dist/client (.br and .gz copies included). */
  files: string[];
  builtAt: string;
  node: string;
  /** Earlier builds whose files are still served, with when they were replaced. */
  replaced: { buildId: string; files: string[]; replacedAt: string }[];
};

async function readRecord(file: string): Promise<BuildRecord | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

/** Where the record of a build in `outDir` is kept: beside a `client` folder (dist/build.json), else none. */
export const recordFileOf = (outDir: string): string | null =>
  path.basename(outDir) === 'client' ? path.join(path.dirname(outDir), 'build.json') : null;

/**
 * Builds into dist/client without emptying it (docs/decisions/062): a process started before the build
 * keeps its page, and that page's chunks stay there. After the build, dist/build.json records this build's
 * files; the files of a build replaced more than `keepMs` ago are removed, unless this build has them too.
 * A build into a folder not named `client` (`npm run test:build`) is left alone: no record, nothing removed.
 */
export function buildRecord({ keepMs = KEEP_REPLACED_MS }: { keepMs?: number } = {}): Plugin {
  let root = '';
  let outDir = '';
  let files: string[] = [];
  return {
    name: 'tracker-build-record',
    apply: 'build',
    configResolved(config) {
      root = path.resolve(config.root, '../..');
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      files = Object.keys(bundle);
    },
    async closeBundle() {
      const recordFile = recordFileOf(outDir);
      if (!recordFile || files.length === 0) return;
      const written = files.flatMap((file) =>
        [file, `${file}.br`, `${file}.gz`].filter((name) => existsSync(path.join(outDir, name))),
      );
      const previous = await readRecord(recordFile);
      const buildId = createHash('sha256')
        .update([...written].sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
      const now = Date.now();
      // The build just replaced joins the list (with when), unless this build is the same files again.
      const replaced = (
        previous
          ? [
              { buildId: previous.buildId, files: previous.files, replacedAt: new Date(now).toISOString() },
              ...previous.replaced,
            ]
          : []
      ).filter((build) => build.buildId !== buildId);
      const current = new Set(written);
      const kept = replaced.filter((build) => now - Date.parse(build.replacedAt) < keepMs);
      const served = new Set([...current, ...kept.flatMap((build) => build.files)]);
      const expired = new Set(
        replaced.filter((build) => !kept.includes(build)).flatMap((build) => build.files),
      );
      // Files of a build replaced over a day ago, and files no record names (a build from before records)
      // once they are over a day old.
      const assets = await fs.readdir(path.join(outDir, 'assets'));
      await Promise.all(
        assets
          .map((name) => `assets/${name}`)
          .filter((file) => !served.has(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            if (expired.has(file) || now - (await fs.stat(full)).mtimeMs > keepMs) {
              await fs.rm(full, { force: true });
            }
          }),
      );
      const record: BuildRecord = {
        stamp: sourceStamp(root, BUILD_INPUTS),
        clientStamp: sourceStamp(root, CLIENT_INPUTS),
        buildId,
        files: written.sort(),
        builtAt: new Date(now).toISOString(),
        node: process.version,
        replaced: kept,
      };
      await fs.writeFile(recordFile, `${JSON.stringify(record, null, 2)}\n`);
    },
  };
}
