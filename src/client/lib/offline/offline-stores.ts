import { createStore, get, type UseStore } from 'idb-keyval';
import { isEmbedded } from '../is-embedded.ts';

// The two IndexedDB databases of offline use (docs/decisions/032): the last data seen (a copy of the query
// cache) and the outbox of writes not yet sent. One object store each (idb-keyval opens one per database).
// The names are read by the service worker too (src/client/pwa/service-worker.js): keep them in step.
export const QUERY_CACHE_DB = 'hang-tracker-cache';
export const OUTBOX_DB = 'hang-tracker-outbox';
const STORE = 'keyval';

let cacheStore: UseStore | null = null;
let outbox: UseStore | null = null;

export const queryCacheStore = (): UseStore => {
  cacheStore ??= createStore(QUERY_CACHE_DB, STORE);
  return cacheStore;
};

export const outboxStore = (): UseStore => {
  outbox ??= createStore(OUTBOX_DB, STORE);
  return outbox;
};

let available: Promise<boolean> | null = null;

/**
 * Whether this page keeps data on the device. Not inside the store's cross-site frame: there storage is
 * partitioned per store or blocked, and may be cleared apart from the app's own, so entries kept there
 * could be lost without anyone knowing (the offline banner says so instead). Elsewhere, only where
 * IndexedDB opens (a private window may refuse it).
 */
export function offlineStorageAvailable(): Promise<boolean> {
  available ??= (async () => {
    if (isEmbedded() || typeof indexedDB === 'undefined') return false;
    try {
      await get('probe', outboxStore());
      return true;
    } catch {
      return false;
    }
  })();
  return available;
}
