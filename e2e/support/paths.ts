import path from 'node:path';

/** The port of the app under test (playwright.config.ts); the demo store pages use the next two. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * The data folder of the app under test: mail lands in its mail/ folder. A run on another E2E_PORT gets
 * its own folder, so two runs side by side do not wipe each other's database.
 */
export const E2E_DATA_DIR = path.resolve(E2E_PORT === 3210 ? '.test-data/e2e' : `.test-data/e2e-${E2E_PORT}`);
