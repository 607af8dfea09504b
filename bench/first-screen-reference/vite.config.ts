import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../vite-precompress.ts';

/**
 * The reference page of `npm run bench:first-screen`: React and this folder's main.tsx, nothing of the app,
 * built into .bench/first-screen-reference with the .br and .gz copies the app's build writes too, so both
 * travel the throttled network alike.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  publicDir: false,
  logLevel: 'warn',
  plugins: [react(), precompress()],
  build: {
    outDir: path.join(import.meta.dirname, '..', '..', '.bench', 'first-screen-reference'),
    emptyOutDir: true,
  },
});
