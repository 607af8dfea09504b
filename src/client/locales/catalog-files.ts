import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';

// The catalogs as their files hold them, for the checks and the pseudo-locale (Node only, never in the app).

const po = formatter({ explicitIdAsDefault: true });
const SRC = path.resolve(import.meta.dirname, '../..');

export interface CatalogFiles {
  /** The folder, from src/: 'client/locales', 'client/features/auth/locales', 'shared/locales', 'server/mail/locales'. */
  folder: string;
  /** Each language's messages as written: id → ICU MessageFormat text. */
  messages: Record<Language, Record<string, string>>;
}

async function readCatalog(file: string, language: Language): Promise<Record<string, string>> {
  const catalog = await po.parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.fromEntries(
    Object.entries(catalog ?? {}).map(([id, entry]) => [id, entry.translation ?? '']),
  );
}

/** Every folder of catalogs under src/ (one with an en.po), each with all its languages. */
export async function readCatalogs(): Promise<CatalogFiles[]> {
  const folders = readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && file.name === 'en.po')
    .map((file) => path.relative(SRC, file.parentPath).split(path.sep).join('/'))
    .sort();
  return Promise.all(
    folders.map(async (folder) => {
      const entries = await Promise.all(
        LANGUAGES.map(async (language) => {
          const file = path.join(SRC, folder, `${language}.po`);
          let messages: Record<string, string> = {};
          try {
            messages = await readCatalog(file, language);
          } catch {
            // A missing file: every message is missing, which the checks name.
          }
          return [language, messages] as const;
        }),
      );
      return { folder, messages: Object.fromEntries(entries) as Record<Language, Record<string, string>> };
    }),
  );
}
