/** The localStorage item of spec section 4. */
export const STORAGE_KEY = 'customerHash';
/** Beside it: how the stored hash arrived, so the badge and logout still know after a reload. */
const SOURCE_STORAGE_KEY = 'customerHashSource';

/** The sources that come from the embedding store page. */
export type EmbeddingSource = 'url' | 'cookie';

type Stored = { stored: string | null; storedSource: string | null };

// Browsers that block third-party storage (Safari; Chrome without third-party cookies) throw on
// localStorage inside the store's cross-site frame. The hash then lives in memory for this page view: a
// navigation inside the tracker keeps it, a reload asks the store page (signed URL or message) again.
let memory: Stored = { stored: null, storedSource: null };

/** The stored hash and how it arrived (both null when nothing is stored). */
export function readStoredCustomerHash(): Stored {
  try {
    const storage = window.localStorage;
    return { stored: storage.getItem(STORAGE_KEY), storedSource: storage.getItem(SOURCE_STORAGE_KEY) };
  } catch {
    return memory;
  }
}

// React components re-read the hash when it changes outside a render (a parent-page message, a lookup's
// answer, logout): a version number they subscribe to with useSyncExternalStore.
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Subscribes to changes of the stored hash (for useSyncExternalStore). */
export function subscribeCustomerHash(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current version of the stored hash (for useSyncExternalStore). */
export function customerHashVersion(): number {
  return version;
}

/** Stores a hash and its source; by default tells the subscribed components. */
export function writeStoredCustomerHash(
  customerHash: string,
  source: EmbeddingSource,
  { notify = true }: { notify?: boolean } = {},
): void {
  memory = { stored: customerHash, storedSource: source };
  try {
    window.localStorage.setItem(STORAGE_KEY, customerHash);
    window.localStorage.setItem(SOURCE_STORAGE_KEY, source);
  } catch {
    // Storage blocked: the memory copy above serves this page view.
  }
  if (notify) changed();
}

/** Forgets the stored hash (logout, a refused signed embed URL) and tells the subscribed components. */
export function forgetStoredCustomerHash(): void {
  memory = { stored: null, storedSource: null };
  try {
    window.localStorage.removeItem(STORAGE_KEY);
    window.localStorage.removeItem(SOURCE_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored.
  }
  changed();
}
