import { setupI18n } from '@lingui/core';
import type { Language } from '#shared/i18n/languages.ts';
import { messages as de } from './locales/de.po';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { messages as fr } from './locales/fr.po';

// The emails' words (docs/decisions/068): one catalog per language, compiled into the server's bundle
// (scripts/build-server.ts) and, in tests, by Vitest's Lingui plugin. English holds the words the emails
// always had, byte for byte.
const CATALOGS = { en, de, fr, es } as const;

/** The message with this id, in the email's language: `t('mail.reset.outro', { hours: 1 })`. */
export type MailT = (id: string, values?: Record<string, string | number>) => string;

/**
 * The words of one email in one language: a Lingui instance of its own, never the global one, so emails
 * written at the same time for customers of different languages never change each other's language.
 */
export function mailWords(language: Language): MailT {
  const i18n = setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
  return (id, values) => i18n._(id, values);
}
