import { type Messages, setupI18n } from '@lingui/core';
import { messages as de } from '../rules/locales/de.po';
import { messages as en } from '../rules/locales/en.po';
import { messages as es } from '../rules/locales/es.po';
import { messages as fr } from '../rules/locales/fr.po';
import type { Language } from './languages.ts';
import { localFormat } from './local-format.ts';
import type { Speech } from './translate.ts';

const CATALOGS: Record<Language, Messages> = { en, de, fr, es };

/**
 * The shared rules' words in a language, from their catalog (src/shared/rules/locales), for the rules'
 * unit tests (docs/decisions/070): English's must write today's texts byte for byte.
 */
export function testSpeech(language: Language = 'en'): Speech {
  const i18n = setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
  return { t: (id, values) => i18n._(id, values), format: localFormat(language) };
}
