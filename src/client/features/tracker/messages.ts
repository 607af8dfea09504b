import '#client/components/messages.ts';
import { addCatalog } from '#client/lib/i18n/i18n.ts';
import { messages as en } from './locales/en.po';

// The tracker's words (docs/decisions/067): English in this chunk, another language's catalog fetched
// before the screen renders (catalogsReady). Every component of the feature that shows a text imports this
// module; it adds the shared components' words first.
addCatalog({
  en,
  others: {
    de: () => import('./locales/de.po'),
    fr: () => import('./locales/fr.po'),
    es: () => import('./locales/es.po'),
  },
});
