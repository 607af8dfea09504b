import { E2E_PORT } from './paths.ts';

// The demo store of the embedding tests (e2e/support/demo-store.ts) and the app's store settings
// (e2e/support/serve.ts) must agree on these.

/** The app under test, as the store page's iframe addresses it. */
export const APP_ORIGIN = `http://localhost:${E2E_PORT}`;
/** The store page origin the app accepts (STORE_ORIGIN): another site than the app's. */
export const STORE_PORT = E2E_PORT + 1;
export const STORE_ORIGIN = `http://127.0.0.1:${STORE_PORT}`;
/** A third origin that the app must not listen to. */
export const OTHER_PORT = E2E_PORT + 2;
export const OTHER_ORIGIN = `http://127.0.0.1:${OTHER_PORT}`;
/** STORE_SHARED_SECRET: the store theme signs `customer_id:issued_at` with it (32 characters, test only). */
export const STORE_SHARED_SECRET = 'e2e-store-shared-secret-32-chars';
/**
 * STORE_APP_SECRET: the Shopify app's secret, with which the demo store's app proxy (e2e/support/demo-store.ts)
 * signs the requests it forwards to the tracker (test only).
 */
export const STORE_APP_SECRET = 'e2e-shopify-app-secret-0123456789';
/** Where the demo store serves the tracker through its app proxy (Shopify's `path_prefix`). */
export const PROXY_PATH = '/apps/tracker';
/** The shop domain the demo store's app proxy names in its signed `shop` parameter. */
export const PROXY_SHOP = 'demo-store.myshopify.com';
