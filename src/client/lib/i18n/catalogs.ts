import type { Messages } from '@lingui/core';
import type { Language } from '#shared/i18n/languages.ts';

/** A catalog's compiled messages in one language: the module a `.po` import gives. */
export type CatalogModule = Promise<{ messages: Messages }>;

/**
 * One place's catalogs (docs/decisions/067): its English messages, already in the chunk that needs them, and a
 * loader for each other language, a chunk of its own fetched when that language is shown.
 */
export interface Catalog {
  en: Messages;
  others: Record<Exclude<Language, 'en'>, () => CatalogModule>;
}
