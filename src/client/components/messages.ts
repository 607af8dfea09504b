import { addCatalog } from '#client/lib/i18n/i18n.ts';
import { messages as en } from './locales/en.po';

// The shared components' words (docs/decisions/067): navigation, the top bar, Preferences, the password
// meter, the verification reminder; also read by src/client/api and by features. English in the chunk that
// holds these components, not the first load; another language's catalog fetched before a screen renders (catalogsReady). Every
// module that shows one of these texts imports this module.
addCatalog({
  en,
  others: {
    de: () => import('./locales/de.po'),
    fr: () => import('./locales/fr.po'),
    es: () => import('./locales/es.po'),
  },
});
