import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Text files worth compressing: the hashed assets only (immutable once built). The service worker and
 * other fixed names are left alone: a changed sw.js must be what the browser gets, never a stale sibling.
 */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each hashed text asset, once at
 * build time, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * per request or not at all (issue 14). No dependency: Node's zlib.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tracker-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const bytes = await fs.readFile(full);
            if (bytes.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gz(bytes, { level: 9 }),
            ]);
            await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gzipped)]);
          }),
      );
    },
  };
}
