import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { compileCatalogFile } from './lingui-catalog.ts';

// `npm run build:server`: the server's bundle (docs/decisions/026), dist/server/main.js and preflight.js,
// with the emails' .po catalogs compiled into it (docs/decisions/068).

const root = path.resolve(import.meta.dirname, '..');

/** Compiles an imported .po catalog into its messages (`export const messages`); a missing or broken one fails. */
const linguiCatalogs: Plugin = {
  name: 'lingui-catalogs',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.po$/ }, async (args) => {
      try {
        return { contents: await compileCatalogFile(args.path), loader: 'js' };
      } catch (err) {
        return { errors: [{ text: (err as Error).message }] };
      }
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts', 'src/server/preflight.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  outdir: 'dist/server',
  logLevel: 'warning',
  plugins: [linguiCatalogs],
});
