import { type Language, matchLanguage, resolveLanguage } from '#shared/i18n/languages.ts';
import { readStorage, writeStorage } from '../storage.ts';
import { showLanguage } from './i18n.ts';

// Where the language comes from (docs/decisions/067): the customer's choice (the server's for a customer it
// knows, copied here so it applies before the preferences arrive; this device's otherwise), the store's
// locale where the tracker is embedded, the browser's languages, English.
const CHOICE_KEY = 'tracker-language';
const STORE_LOCALE_KEY = 'tracker-store-locale';

/** The language chosen on this device (or last known from the server), or null. */
export const languageChoice = (): Language | null => matchLanguage(readStorage(CHOICE_KEY));

/** Remembers a choice on this device. */
export const rememberLanguageChoice = (language: Language) => writeStorage(CHOICE_KEY, language);

/** The store's locale: `?locale=` on the app-proxy URL the theme block opens, kept for the tab's later pages. */
export function storeLocale(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('locale');
  try {
    if (fromUrl) window.sessionStorage.setItem(STORE_LOCALE_KEY, fromUrl);
    return fromUrl ?? window.sessionStorage.getItem(STORE_LOCALE_KEY);
  } catch {
    return fromUrl;
  }
}

/** The language this page opens in, shown before the first render (at once for English). */
export function startLanguage(): Promise<void> {
  return showLanguage(
    resolveLanguage({
      choice: languageChoice(),
      storeLocale: storeLocale(),
      browserLanguages: navigator.languages,
    }),
  );
}
