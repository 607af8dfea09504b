import path from 'node:path';

/** The data folder of the app under test: mail lands in its mail/ folder. */
export const E2E_DATA_DIR = path.resolve('.test-data/e2e');
