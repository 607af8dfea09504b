import { type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readCatalogs } from '../../src/client/locales/catalog-files.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';

/**
 * A language's words by id, from the catalogs as their files hold them (docs/decisions/067): a test finds
 * a label or a toast in German, French or Spanish by the id the code uses, with Lingui formatting plurals
 * and numbers as the app does.
 */
export async function catalogWords(
  language: Language,
): Promise<(id: string, values?: Record<string, unknown>) => string> {
  const messages: Messages = {};
  for (const catalog of await readCatalogs())
    for (const [id, text] of Object.entries(catalog.messages[language]))
      messages[id] = compileMessageOrThrow(text);
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return (id, values) => {
    if (!(id in messages)) throw new Error(`no message ${id} in ${language}`);
    return i18n._(id, values);
  };
}
