import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Page } from '@playwright/test';
import { readCatalogs } from '../../src/client/locales/catalog-files.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';

/** The literal pieces of a message, placeholders and plural syntax left out: 'sessions', 'Log a session'. */
function pieces(message: CompiledMessage): string[] {
  return message.flatMap((token) => {
    if (typeof token === 'string') return [token];
    const format = token[2];
    return format && typeof format === 'object'
      ? Object.values(format).flatMap((branch) => (Array.isArray(branch) ? pieces(branch) : []))
      : [];
  });
}

const words = (text: string) =>
  text
    .split(/[#<>/\d]+/)
    .map((piece) => piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((piece) => /\p{L}{4,}/u.test(piece));

/**
 * The English texts of every catalog that `language` says otherwise (docs/decisions/067): a piece of an
 * English message that no message of `language` also contains ('Notes' is French too, so it is no sign).
 */
const englishOnly = (language: Exclude<Language, 'en'>): Promise<string[]> => {
  // Read once per language: a test polls the page with it until its words settle.
  const known = englishOf.get(language) ?? readEnglishOnly(language);
  englishOf.set(language, known);
  return known;
};
const englishOf = new Map<Language, Promise<string[]>>();

async function readEnglishOnly(language: Exclude<Language, 'en'>): Promise<string[]> {
  const catalogs = await readCatalogs();
  const translated = catalogs.flatMap(({ messages }) => Object.values(messages[language])).join('\n');
  const found = new Set<string>();
  for (const { messages } of catalogs)
    for (const [id, english] of Object.entries(messages.en)) {
      if (messages[language][id] === english) continue;
      for (const piece of words(pieces(compileMessageOrThrow(english)).join('#')))
        if (!translated.includes(piece)) found.add(piece);
    }
  return [...found];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English words a page still shows in `language`: every piece of the English catalogs that the page's
 * visible text holds as whole words, but for `allowed` (a device's name, the quote).
 */
export async function englishLeft(
  page: Page,
  language: Exclude<Language, 'en'>,
  allowed: readonly string[] = [],
): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const allow of allowed) text = text.split(allow).join(' ');
  return (await englishOnly(language)).filter((piece) =>
    new RegExp(`(?<![\\p{L}])${escapeRegExp(piece)}(?![\\p{L}])`, 'u').test(text),
  );
}
