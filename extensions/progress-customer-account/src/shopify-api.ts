import type { Api } from '@shopify/ui-extensions/customer-account.page.render';

/** What the page uses of the `shopify` global Shopify gives a customer-account extension. */
export type ShopifyApi = Pick<Api, 'sessionToken'>;

/** The `shopify` global of the extension's runtime (a fake one in the tests). */
export const shopifyApi = (): ShopifyApi => (globalThis as unknown as { shopify: ShopifyApi }).shopify;
