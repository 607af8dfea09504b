import path from 'node:path';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  createMissingErrorMessage,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

// A .po catalog compiled into a module that exports its messages, as @lingui/vite-plugin compiles the
// browser's (the same Lingui functions, on the same lingui.config.ts), for the server's bundle
// (scripts/build-server.ts) and for the server run from its sources (scripts/po-loader.ts) (docs/decisions/068).

const root = path.resolve(import.meta.dirname, '..');
let config: ReturnType<typeof getConfig> | undefined;

/** The module's source (`export const messages = …`); throws on a file in no catalog, a missing or broken message. */
export async function compileCatalogFile(file: string): Promise<string> {
  config ??= getConfig({ cwd: root });
  const relative = path.relative(config.rootDir ?? root, file);
  const found = getCatalogForFile(relative, await getCatalogs(config));
  if (!found) throw new Error(`${relative} is in none of lingui.config.ts's catalogs`);
  const { locale, catalog } = found;
  const { messages, missing } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales || {},
    sourceLocale: config.sourceLocale ?? 'en',
  });
  if (missing.length > 0) throw new Error(createMissingErrorMessage(locale, missing, 'build'));
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
  if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
  return source;
}
