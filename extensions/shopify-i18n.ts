import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShopifyApi } from './progress-customer-account/src/shopify-api.ts';

// Shopify's `i18n` and `localization` for a customer-account extension, as Shopify's docs describe them
// (shopify.dev, "Localize a customer account UI extension"), for the tests: Shopify picks the extension's
// locale file for the customer's locale ('de-CH', then 'de', then the default), `translate` reads a key of
// it, chooses a plural form by `count` and fills each {{placeholder}}.

// A path, not a URL: a test's happy-dom URL does not resolve file: URLs.
const folder = path.join(import.meta.dirname, 'progress-customer-account/locales');

function localeFile(name: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(path.join(folder, `${name}.json`), 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The extension's `shopify.i18n` and `shopify.localization` for a customer whose locale is `locale`. */
export function shopifyI18n(locale: string): Pick<ShopifyApi, 'i18n' | 'localization'> {
  const [language = 'en'] = locale.split('-');
  const [isoCode, file] = [
    [locale, localeFile(locale)],
    [language, localeFile(language)],
    ['en', localeFile('en.default')],
  ].find(([, found]) => found !== null) as [string, Record<string, unknown>];
  const plural = new Intl.PluralRules(isoCode);

  const translate = ((key: string, options: Record<string, string | number> = {}) => {
    let value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
    if (value && typeof value === 'object' && typeof options.count === 'number') {
      const forms = value as Record<string, unknown>;
      value = forms[plural.select(options.count)] ?? forms.other;
    }
    if (typeof value !== 'string') throw new Error(`${isoCode} has no text for ${key}`);
    return value.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => {
      if (!(name in options)) throw new Error(`${key} needs {{${name}}}`);
      return String(options[name]);
    });
  }) as ShopifyApi['i18n']['translate'];

  return {
    i18n: {
      translate,
      formatNumber: (number, options) => new Intl.NumberFormat(isoCode, options).format(number),
      formatCurrency: (number, options) =>
        new Intl.NumberFormat(isoCode, { style: 'currency', ...options }).format(number),
      formatDate: (date, options) => new Intl.DateTimeFormat(isoCode, options).format(date),
    },
    localization: { extensionLanguage: { value: { isoCode } } },
  };
}
