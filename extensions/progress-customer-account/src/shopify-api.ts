import type { Api } from '@shopify/ui-extensions/customer-account.page.render';

/**
 * What the page uses of the `shopify` global Shopify gives a customer-account extension: the session token,
 * and the customer's language (its texts from ../locales, picked by Shopify; docs/decisions/067).
 */
export type ShopifyApi = Pick<Api, 'sessionToken' | 'i18n'> & {
  localization: { extensionLanguage: Pick<Api['localization']['extensionLanguage'], 'value'> };
};

/** The `shopify` global of the extension's runtime (a fake one in the tests). */
export const shopifyApi = (): ShopifyApi => (globalThis as unknown as { shopify: ShopifyApi }).shopify;
