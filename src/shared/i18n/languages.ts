/** The languages the app speaks (docs/decisions/067); English is the source. */
export const LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the Preferences' select. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/** The language a BCP 47 tag or ISO code asks for ('de-AT' → 'de', 'FR' → 'fr'), or null if we do not speak it. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === primary) ?? null;
}

export interface LanguageSources {
  /** The customer's choice in Preferences (the server's for an account, the device's otherwise). */
  choice?: string | null;
  /** The store's locale where the tracker is embedded (`?locale=` on the app-proxy URL). */
  storeLocale?: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browserLanguages?: readonly string[];
}

/** The language to show: the customer's choice, else the store's locale, else the browser's, else English. */
export function resolveLanguage({ choice, storeLocale, browserLanguages = [] }: LanguageSources): Language {
  return (
    matchLanguage(choice) ??
    matchLanguage(storeLocale) ??
    browserLanguages.map(matchLanguage).find((language) => language !== null) ??
    'en'
  );
}

/** Languages whose countries measure in centimetres and kilograms: their default units until one is chosen. */
export const isMetricLanguage = (language: Language) => language !== 'en';
