/*
 * The app's service worker (docs/decisions/024). Plain JavaScript: the build (vite.pwa.ts) copies it to
 * dist/client/sw.js and fills in BUILD_VERSION and PRECACHE (the built files), so every build is a new
 * worker. It keeps the app shell and the built assets so the app opens offline; it never touches /api
 * answers (private data: the later outbox and query persistence handle data). A new worker waits until
 * the page asks it to take over ("Update available" → Reload), so nobody is reloaded mid-form.
 */
const BUILD_VERSION = '__BUILD_VERSION__';
const PRECACHE = ['__PRECACHE__'];
const CACHE = `tracker-shell-${BUILD_VERSION}`;
const CACHE_PREFIX = 'tracker-shell-';
/** The page every navigation falls back to: index.html as the server serves it here (with its <base>). */
const SHELL = new URL('./', self.registration.scope).href;
/** Paths under the scope the worker leaves to the network: the API, health and the API reference. */
const NETWORK_ONLY = ['api/', 'healthz', 'manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE.map((file) => new URL(file, SHELL).href)])),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SHELL)) return;
  const path = request.url.slice(SHELL.length).split(/[?#]/)[0];
  if (NETWORK_ONLY.some((prefix) => path.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    // The app shell: the cached page (the router shows the right screen), else the network.
    event.respondWith(caches.match(SHELL, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
    return;
  }
  event.respondWith(
    caches
      .match(request, { cacheName: CACHE, ignoreSearch: true })
      .then((cached) => cached ?? fetch(request)),
  );
});
