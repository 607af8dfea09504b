import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { installableApp } from './vite.pwa.ts';
import { precompress } from './vite-precompress.ts';

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
  // installableApp emits the service worker and icons; precompress then writes .br/.gz of the text files.
  plugins: [react(), tailwindcss(), installableApp(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
