/**
 * The tracker's address (its PUBLIC_URL), which the page asks for the customer's figures. Replace it with
 * yours before `shopify app deploy`, as in shopify.app.toml: extensions/app-config.test.ts fails while the two
 * differ (docs/store-embedding.md, "Install in your store").
 */
export const APP_URL = 'https://tracker.example.com';
