import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { installableApp } from './vite.pwa.ts';
import { inlineCss } from './vite-inline-css.ts';
import { precompress } from './vite-precompress.ts';
import { preloadStart } from './vite-preload-start.ts';

// The form library, which neither the app's shell nor the tracker home runs: a chunk of its own for the
// screens whose forms use it (sign-in, reset, the session form, the email test), so that the home's first
// load does not download it (docs/decisions/035).
const FORM_LIBRARY = /node_modules\/(react-hook-form|@hookform)\//;

// Our modules that most screens share (UI pieces, client helpers, shared rules) go in one 'app' chunk that
// every page loads and runs. The shared zod schemas and contracts, the API hooks and the offline outbox stay
// out of it (a group also takes what its modules import): building a schema costs time at load, and each
// screen builds only the ones it uses (docs/decisions/033).
const APP_SHELL_MODULE =
  /src\/client\/(components\/|lib\/(?!offline\/(outbox|sync|send-or-queue|queued)))|src\/shared\/(rules|constants|errors|devices)/;

// Our own modules (not a library's).
const OWN_MODULE = /src\/(client|shared)\//;

// The tracker home, the screen a customer opens every day, and the module the app starts with.
const source = (file: string) => fileURLToPath(new URL(`./src/client/${file}`, import.meta.url));
const HOME_PAGE = source('features/tracker/components/tracker-home-page.tsx');
const START_APP = source('start-app.tsx');
const ENTRY = source('main.tsx');

/** A module and every module it imports statically, all the way down; the build fails without `root`. */
function staticClosure(root: string, ctx: Rolldown.ChunkingContext): Set<string> {
  if (!ctx.getModuleInfo(root)) throw new Error(`vite.config.ts: no module ${root} in the build`);
  const found = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * 'tracker' for a module that the tracker home loads (statically, all the way down), that another screen
 * loads too, and that the app's start does not; null for any other module. Those modules were eight small
 * chunks, each shared by a different set of screens, and the home asked for all eight: on a phone each
 * file waits for one of the six connections a browser opens to a server (docs/decisions/039). The graph
 * is read once per build.
 */
function homeChunkName(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let homeOnly: Set<string> | undefined;
  return (id, ctx) => {
    if (!homeOnly) {
      homeOnly = staticClosure(HOME_PAGE, ctx);
      for (const started of staticClosure(START_APP, ctx)) homeOnly.delete(started);
    }
    return homeOnly.has(id) ? 'tracker' : null;
  };
}

/**
 * 'app' for the shell's modules (APP_SHELL_MODULE), but not for those the entry script imports: they stay in
 * the entry's chunk, so that running the entry runs no library (docs/decisions/040).
 */
function appChunkName(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let entry: Set<string> | undefined;
  return (id, ctx) => {
    entry ??= staticClosure(ENTRY, ctx);
    return entry.has(id) ? null : 'app';
  };
}

// The browser app: built into dist/client and served by the Fastify server.
export default defineConfig({
  root: 'src/client',
  // Relative asset URLs: the same build is served at the root and under the store's app-proxy path (the
  // server writes <base href> into index.html for each).
  base: './',
  publicDir: false,
  // Each build's own stamp: the copy of data kept for offline use is only read back by the build that
  // wrote it (docs/decisions/032).
  define: { 'import.meta.env.VITE_BUILD_STAMP': JSON.stringify(new Date().toISOString()) },
  // installableApp emits the service worker and icons; inlineCss writes the stylesheet into index.html;
  // precompress then writes .br/.gz of the text files.
  plugins: [react(), tailwindcss(), installableApp(), inlineCss(), preloadStart(), precompress()],
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
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet for the whole app, written into index.html (vite-inline-css.ts), and not a dependency of
    // any chunk: a screen whose chunk imports the entry's would otherwise fetch it again, and wait for it,
    // before it renders (docs/decisions/040).
    cssCodeSplit: false,
    // .vite/manifest.json: which chunks each screen needs, for the server's preload hints (page-hints.ts).
    manifest: true,
    rollupOptions: {
      output: {
        // Few, larger chunks instead of dozens of small ones: a phone on a slow network pays a round trip per
        // file far more than it pays for a few more kilobytes. Libraries two screens share go in one chunk
        // (but the form library, in its own), our own modules three screens share in another; each screen
        // keeps its own, and what the tracker home shares with other screens goes in one chunk
        // (docs/decisions/033, 035, 039).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id: string) => id.includes('/node_modules/') && !FORM_LIBRARY.test(id),
              minShareCount: 2,
            },
            { name: 'forms', test: FORM_LIBRARY, minShareCount: 2 },
            { name: appChunkName(), test: APP_SHELL_MODULE, minShareCount: 3 },
            // Not what those modules import: the shell's reads they use stay where the start loads them.
            {
              name: homeChunkName(),
              test: OWN_MODULE,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // The account forms' schemas and contracts: one chunk for the screens that use them (sign-in,
            // reset, verification), not one file for each module (docs/decisions/034).
            { name: 'account', test: /src\/shared\/(schemas|contracts)\/auth\.ts/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
