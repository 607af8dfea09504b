import { i18n, type Messages } from '@lingui/core';
import type { Language } from '#shared/i18n/languages.ts';

// The spec's English messages that reach a screen as text, not as an id: a shared schema's validation
// messages (the server answers with the same words) and the server's `{ message }`. Their catalogs are
// src/shared/locales: an English text is found by its id there and shown in the language shown
// (docs/decisions/067). English needs none of it, so all of it is fetched only for another language.
const CATALOGS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../shared/locales/en.po'),
  de: () => import('../../../shared/locales/de.po'),
  fr: () => import('../../../shared/locales/fr.po'),
  es: () => import('../../../shared/locales/es.po'),
};

let idOfEnglish: Map<string, string> | null = null;
const loaded = new Set<Language>();

const plainText = (message: Messages[string] | undefined) =>
  typeof message === 'string'
    ? message
    : message?.length === 1 && typeof message[0] === 'string'
      ? message[0]
      : null;

/** Loads the spec messages of `language` (and, the first time, English's texts to find them by). */
export async function loadSpecMessages(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  const [english, translated] = await Promise.all([CATALOGS.en(), CATALOGS[language]()]);
  idOfEnglish ??= new Map(
    Object.entries(english.messages).flatMap(([id, message]) => {
      const text = plainText(message);
      return text === null ? [] : [[text, id] as const];
    }),
  );
  // English too: a language switched back to English finds its texts by the same ids.
  i18n.load('en', english.messages);
  i18n.load(language, translated.messages);
  loaded.add(language);
}

/** The id of a spec message's English text, or null (English shown, or not a spec message: shown as it is). */
export const specMessageId = (text: string): string | null => idOfEnglish?.get(text) ?? null;
