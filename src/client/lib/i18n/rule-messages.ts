import { messages as en } from '../../../shared/rules/locales/en.po';
import { addCatalog } from './i18n.ts';

// The shared rules' words (docs/decisions/070): durations, weights, measures, check-ins, neutral device
// names, changes and headlines, written by src/shared/rules for the language shown. English in the chunk
// that uses them (every module that calls such a rule reads `useSpeech`, which imports this module);
// another language's catalog fetched before a screen renders (catalogsReady).
addCatalog({
  en,
  others: {
    de: () => import('../../../shared/rules/locales/de.po'),
    fr: () => import('../../../shared/rules/locales/fr.po'),
    es: () => import('../../../shared/rules/locales/es.po'),
  },
});
