import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CLIENT_INPUTS, sourceStamp } from './scripts/build-stamp.ts';
import { installableApp } from './vite.pwa.ts';
import { buildRecord } from './vite-build-record.ts';
import { inlineCss } from './vite-inline-css.ts';
import { precompress } from './vite-precompress.ts';

const FROM_A_LIBRARY_BUT_FORMS = /\/node_modules\/(?!react-hook-form\/|@hookform\/)/;

/** The chunk of a feature's modules that several of its screens share ('feature-admin'), else null. */
const featureShared = (id: string) => {
  const feature = /\/src\/client\/features\/([\w-]+)\//.exec(id)?.[1];
  return feature ? `feature-${feature}` : null;
};

// The browser app: built into dist/client and served by the Fastify server.
export default defineConfig({
  root: 'src/client',
  // Relative asset URLs: the same build is served at the root and under the store's app-proxy path (the
  // server writes <base href> into index.html for each).
  base: './',
  publicDir: false,
  // Each build's own stamp: the copy of data kept for offline use is only read back by the build that
  // wrote it (docs/decisions/032). A hash of the sources, never the time: the same commit always gives the
  // same chunks and asset names (docs/decisions/062).
  define: {
    'import.meta.env.VITE_BUILD_STAMP': JSON.stringify(
      sourceStamp(fileURLToPath(new URL('.', import.meta.url)), CLIENT_INPUTS),
    ),
  },
  // installableApp emits the service worker and icons; inlineCss writes the stylesheet into index.html;
  // precompress then writes .br/.gz of the text files; buildRecord writes dist/build.json and removes the
  // files of builds replaced more than a day ago (docs/decisions/062).
  // lingui compiles a .po catalog when it is imported (docs/decisions/067).
  plugins: [react(), lingui(), tailwindcss(), installableApp(), inlineCss(), precompress(), buildRecord()],
  // zod without its eval probe, which our CSP reports on every page load (src/client/lib/zod-jitless.ts).
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/client/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../../dist/client',
    // Never emptied: a running process's page and its chunks stay servable after a build (docs/decisions/062).
    emptyOutDir: false,
    sourcemap: true,
    // One stylesheet for the whole app, written into index.html (vite-inline-css.ts), and not a dependency of
    // any chunk: a screen whose chunk imports the entry's would otherwise fetch it again, and wait for it,
    // before it renders (docs/decisions/043).
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // Each screen is its own chunk (Vite's default for lazy imports). The libraries that several chunks
        // share go in one 'vendor' chunk, which browsers keep across our own releases; the form library stays
        // out of it, for the screens with forms. Everything else the entry imports is one 'start' chunk, not
        // a file for each set of screens that share a module: each file is a round trip (docs/decisions/043).
        // The app's modules that two or more screens share are one 'screens' chunk: the home's code came in
        // thirty files after the entry had run, a queue of round trips on six connections (docs/decisions/052).
        // What a feature's screens share (its components, its English words) is that feature's chunk, fetched
        // beside the screen's: in 'screens' every screen would fetch every feature's (docs/decisions/067).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: FROM_A_LIBRARY_BUT_FORMS, minShareCount: 2, priority: 3 },
            { name: 'start', tags: ['$initial'], priority: 2 },
            { name: featureShared, minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
            { name: 'screens', minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
