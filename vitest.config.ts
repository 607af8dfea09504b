import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The app's .po catalogs, compiled on import as in the build (docs/decisions/067).
        plugins: [lingui()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'extensions/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        // The emails' .po catalogs (docs/decisions/068), compiled on import as in the server's bundle.
        plugins: [lingui()],
        test: {
          name: 'integration',
          include: ['src/server/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // gc() for the memory bounds (admin-export-memory.int.test.ts): they measure what is still held.
          execArgv: ['--expose-gc'],
        },
      },
    ],
  },
});
