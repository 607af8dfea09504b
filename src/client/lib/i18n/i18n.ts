import { i18n } from '@lingui/core';
import type { Language } from '#shared/i18n/languages.ts';
import { messages as shellEnglish } from '../../locales/en.po';
import type { Catalog } from './catalogs.ts';
import { loadSpecMessages } from './spec-messages.ts';

// The app's one Lingui instance (docs/decisions/067). Each place's English is in the chunk that needs it, so
// an English screen never waits; another language's catalogs are fetched when it is shown.
const catalogs: Catalog[] = [];
/** The language being shown, or about to be once its catalogs arrive. */
let wanted: Language = 'en';
const loaded = new Set<string>();
/** Catalogs on their way for the language wanted. */
const pending = new Set<Promise<void>>();

/** First wait before another try at catalogs that did not arrive; doubled each time, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;
let retryDelay = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
/** The catalogs whose chunk did not arrive at the last try. */
const failures = new Set<number>();

/**
 * Another try at the language wanted, once a catalog's chunk did not arrive: when the browser is back
 * online, or after a wait that grows each time. What arrives is shown at once (Lingui renders again).
 */
function retryLater(): void {
  if (retryTimer !== null) return;
  const retry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    if (typeof window !== 'undefined') window.removeEventListener('online', retry);
    void showLanguage(wanted);
  };
  retryTimer = setTimeout(retry, retryDelay);
  retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  if (typeof window !== 'undefined') window.addEventListener('online', retry, { once: true });
}

async function load(catalog: Catalog, index: number, language: Language): Promise<void> {
  if (language === 'en' || loaded.has(`${index}:${language}`)) return;
  failures.delete(index);
  try {
    const { messages } = await catalog.others[language]();
    i18n.load(language, messages);
    loaded.add(`${index}:${language}`);
  } catch {
    // The chunk did not arrive (offline, a network error): this place reads in English meanwhile, never
    // in ids, and the app still renders; a later try brings the language (retryLater).
    i18n.load(language, catalog.en);
    failures.add(index);
    retryLater();
  }
}

/**
 * Adds a place's catalog (its `messages.ts`, imported by the modules that show its words): its English at
 * once and, when another language is shown, that language's, which a screen waits for (`catalogsReady`).
 * Never a top-level `await` in a `messages.ts`: it moved the entry into a chunk the service worker's
 * precache list did not name (docs/decisions/067).
 */
export function addCatalog(catalog: Catalog): void {
  const index = catalogs.push(catalog) - 1;
  i18n.load('en', catalog.en);
  const loading = load(catalog, index, wanted).finally(() => pending.delete(loading));
  pending.add(loading);
}

/**
 * Settles once the catalogs added so far have arrived for the language wanted: a screen's lazy import waits
 * for it, so the screen renders in its language at once (src/client/app/screens.ts).
 */
export async function catalogsReady(): Promise<void> {
  await Promise.allSettled(pending);
}

/** Shows the app in `language`: its catalogs loaded (once each), Lingui switched, `<html lang>` set. */
export async function showLanguage(language: Language): Promise<void> {
  wanted = language;
  await Promise.all([
    ...catalogs.map((catalog, index) => load(catalog, index, language)),
    // Not arrived: the spec's messages stay in English (found by no id), tried again with the rest.
    loadSpecMessages(language).catch(retryLater),
  ]);
  if (wanted !== language) return;
  if (failures.size === 0) retryDelay = RETRY_FIRST_MS;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The message with this id in the language shown, for code outside a component (a toast's text); a component
 * uses `useT`, which renders again when the language changes.
 */
export const translate = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

// The shell's words (what the first chunk shows: the toasts' Close), in the first chunk for English.
addCatalog({
  en: shellEnglish,
  others: {
    de: () => import('../../locales/de.po'),
    fr: () => import('../../locales/fr.po'),
    es: () => import('../../locales/es.po'),
  },
});
i18n.activate('en');

export { i18n };
