import path from 'node:path';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  createMissingErrorMessage,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { build, type Plugin } from 'esbuild';

// `npm run build:server`: the server's bundle (docs/decisions/026), dist/server/main.js and preflight.js,
// with the emails' .po catalogs compiled into it (docs/decisions/068) the way @lingui/vite-plugin compiles
// the browser's: the same Lingui functions, on the same lingui.config.ts.

const root = path.resolve(import.meta.dirname, '..');

/** Compiles an imported .po catalog into its messages (`export const messages`); a missing or broken one fails. */
function linguiCatalogs(): Plugin {
  const config = getConfig({ cwd: root });
  return {
    name: 'lingui-catalogs',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.po$/ }, async (args) => {
        const file = path.relative(config.rootDir, args.path);
        const found = getCatalogForFile(file, await getCatalogs(config));
        if (!found) return { errors: [{ text: `${file} is in none of lingui.config.ts's catalogs` }] };
        const { locale, catalog } = found;
        const { messages, missing } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        if (missing.length > 0)
          return { errors: [{ text: createMissingErrorMessage(locale, missing, 'build') }] };
        const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
        if (errors.length > 0) return { errors: [{ text: createCompilationErrorMessage(locale, errors) }] };
        return { contents: source, loader: 'js' };
      });
    },
  };
}

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
  plugins: [linguiCatalogs()],
});
