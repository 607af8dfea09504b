import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import type { Language } from '#shared/i18n/languages.ts';
import { type LocalFormat, localFormat } from '#shared/i18n/local-format.ts';
import { figuredMessage, figuredValues } from './figured-messages.ts';
import { i18n } from './i18n.ts';
import { specMessageId } from './spec-messages.ts';

/** Values a message's placeholders take (`{count}`, `{day}`). */
export type MessageValues = Record<string, string | number | Date>;

/**
 * The message with this id in the language shown (docs/decisions/067), by an id such as `auth.signIn`. The id must be in
 * every catalog (src/client/locales/catalogs.test.ts checks). Under the app's I18nProvider the component
 * renders again when the language changes; outside it (a component rendered alone in a test) the app's
 * instance answers.
 */
export function useT(): (id: string, values?: MessageValues) => string {
  return useContext(LinguiContext)?._ ?? i18n._.bind(i18n);
}

/**
 * A spec message's English text (a validation or server message) in the language shown; a server message
 * with figures by its code and figures (figured-messages.ts); other text as it is. English shows as it is.
 */
export function useSpecMessage(): (text: string) => string {
  const t = useT();
  const format = useLocalFormat();
  return (text) => specText(text, format, t);
}

/** `useSpecMessage` outside a component: for a toast's text put together in code. */
export const translateSpecMessage = (text: string): string =>
  specText(text, localFormat(i18n.locale as Language), i18n._.bind(i18n));

function specText(text: string, format: LocalFormat, t: (id: string, values?: MessageValues) => string) {
  const id = specMessageId(text);
  if (id) return t(id);
  const figured = format.language === 'en' ? null : figuredMessage(text);
  return figured ? t(figured.id, figuredValues(figured.figures, format)) : text;
}

/** The language shown; the component renders again when it changes. */
export function useShownLanguage(): Language {
  return (useContext(LinguiContext)?.i18n.locale ?? i18n.locale) as Language;
}

/** Dates and numbers in the language shown (docs/decisions/067); English's are ADR 036's, unchanged. */
export function useLocalFormat(): LocalFormat {
  return localFormat(useShownLanguage());
}
