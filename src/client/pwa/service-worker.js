/*
 * The app's service worker (docs/decisions/024). Plain JavaScript: the build (vite.pwa.ts) copies it to
 * dist/client/sw.js and fills in BUILD_VERSION and PRECACHE (the built files), so every build is a new
 * worker. It keeps the app shell, the built assets, the icons and the last manifest seen so the app opens
 * offline with its own name and icon (docs/decisions/052); it never touches /api
 * answers (private data: the page keeps its own copy for offline use). A new worker waits until the page
 * asks it to take over ("Update available" → Reload), so nobody is reloaded mid-form. With Background
 * Sync it also sends the outbox when the connection is back and no window of the app is open
 * (docs/decisions/032).
 */
const BUILD_VERSION = '__BUILD_VERSION__';
const PRECACHE = ['__PRECACHE__'];
const CACHE = `tracker-shell-${BUILD_VERSION}`;
const CACHE_PREFIX = 'tracker-shell-';
/** The page every navigation falls back to: index.html as the server serves it here (with its <base>). */
const SHELL = new URL('./', self.registration.scope).href;
/** Paths under the scope the worker leaves to the network: the API, health and the API reference. */
const NETWORK_ONLY = ['api/', 'healthz'];
/**
 * The web app manifest: the server's answer differs in discreet mode (docs/decisions/022), so it is asked
 * of the network first and the last one seen is kept for offline use (docs/decisions/052).
 */
const MANIFEST = new URL('manifest.webmanifest', SHELL).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all([
        cache.addAll([SHELL, ...PRECACHE.map((file) => new URL(file, SHELL).href)]),
        // The manifest as the signed-in person gets it; a failure here does not stop the install.
        fetch(MANIFEST, { credentials: 'include' })
          .then((answer) => (answer.ok ? cache.put(MANIFEST, answer) : undefined))
          .catch(() => undefined),
      ]),
    ),
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
  if (request.url.split(/[?#]/)[0] === MANIFEST) {
    event.respondWith(manifestAnswer(request));
    return;
  }
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

/** The manifest from the network, kept for offline use; offline, the last one kept. */
async function manifestAnswer(request) {
  const cache = await caches.open(CACHE);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(MANIFEST, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(MANIFEST, { ignoreVary: true, ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

// Background Sync (docs/decisions/032): the page asks for tag 'outbox' when it keeps an entry. When the
// browser wakes the worker, it sends the outbox of whoever this browser is signed in as (the account's
// hash, else the store customer's): the same requests, in the same order, with the same idempotency keys,
// under the same lock as the page, so nothing is stored twice; then it tells open windows to refresh.
// Another person's entries wait for them. The names below are those of src/client/lib/offline/
// (offline-stores.ts, sync-outbox.ts, outbox-store.ts).
const OUTBOX_DB = 'hang-tracker-outbox';
const OUTBOX_STORE = 'keyval';
const SYNC_LOCK = 'hang-tracker-outbox-sync';
const OUTBOX_CHANNEL = 'hang-tracker-outbox';
const TRY_AGAIN = new Set([401, 408, 409, 425, 429]);

const idbRequest = (request) =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function openOutbox() {
  const request = indexedDB.open(OUTBOX_DB);
  request.onupgradeneeded = () => request.result.createObjectStore(OUTBOX_STORE);
  return idbRequest(request);
}

async function outboxEntries(db) {
  const store = db.transaction(OUTBOX_STORE).objectStore(OUTBOX_STORE);
  return idbRequest(store.getAll());
}

async function writeEntry(db, entry, remove) {
  const store = db.transaction(OUTBOX_STORE, 'readwrite').objectStore(OUTBOX_STORE);
  await idbRequest(remove ? store.delete(entry.key) : store.put(entry, entry.key));
  new BroadcastChannel(OUTBOX_CHANNEL).postMessage('changed');
}

function requestFor(entry) {
  const path = entry.action === 'create' ? 'api/sessions' : `api/sessions/${entry.targetId}`;
  const url = new URL(path, SHELL);
  url.searchParams.set('customer_hash', entry.owner);
  const method = { create: 'POST', update: 'PUT', delete: 'DELETE' }[entry.action];
  const headers = { 'Idempotency-Key': entry.idempotencyKey, Accept: 'application/json' };
  let body;
  if (entry.body?.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(entry.body.value);
  } else if (entry.body?.kind === 'form') {
    body = new FormData();
    for (const [name, value] of entry.body.fields) {
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, value, value.name);
    }
  }
  return new Request(url, { method, headers, body, credentials: 'same-origin' });
}

async function refusal(response) {
  try {
    const answer = await response.json();
    return {
      code: answer.code ?? null,
      message: answer.message || `The server refused this entry (${response.status}).`,
    };
  } catch {
    return { code: null, message: `The server refused this entry (${response.status}).` };
  }
}

/** Whose entries may be sent: the signed-in account's customer hash, else the store customer's, else none. */
async function signedInOwner() {
  const ask = async (path) => {
    const response = await fetch(new URL(path, SHELL), { credentials: 'same-origin' });
    return response.ok ? response.json() : null;
  };
  const account = await ask('api/user/customer-hash');
  if (account?.customerHash) return account.customerHash;
  const store = await ask('api/customer/hash');
  return store?.authenticated && store.customerHash ? store.customerHash : null;
}

/** Sends the owner's waiting entries oldest first; stops at the first that must wait (the sync is retried). */
async function sendOutbox() {
  const owner = await signedInOwner();
  if (!owner) return 0;
  const db = await openOutbox();
  const entries = (await outboxEntries(db)).sort((a, b) => (a.key < b.key ? -1 : 1));
  let sent = 0;
  for (const waiting of entries) {
    if (waiting.state === 'failed' || waiting.owner !== owner) continue;
    const entry = { ...waiting, state: 'syncing', attempts: waiting.attempts + 1 };
    await writeEntry(db, entry);
    let response;
    try {
      response = await fetch(requestFor(entry));
    } catch (error) {
      await writeEntry(db, { ...entry, state: 'waiting' });
      throw error;
    }
    const gone = entry.action === 'delete' && response.status === 404;
    if (response.ok || gone) {
      await writeEntry(db, entry, true);
      sent += 1;
    } else if (response.status >= 500 || TRY_AGAIN.has(response.status)) {
      await writeEntry(db, { ...entry, state: 'waiting' });
      throw new Error(`outbox: the server answered ${response.status}; trying again later`);
    } else {
      await writeEntry(db, { ...entry, state: 'failed', error: await refusal(response) });
    }
  }
  return sent;
}

async function syncOutbox() {
  // A page already sending holds the lock: it sends these entries too.
  const sent = await navigator.locks.request(SYNC_LOCK, { ifAvailable: true }, (lock) =>
    lock ? sendOutbox() : 0,
  );
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage({ type: 'OUTBOX_SYNCED', sent });
}

self.addEventListener('sync', (event) => {
  if (event.tag === 'outbox') event.waitUntil(syncOutbox());
});
