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
/** STORE_SHARED_SECRET: the store theme signs customer ids with it (32 characters, test only). */
export const STORE_SHARED_SECRET = 'e2e-store-shared-secret-32-chars';
