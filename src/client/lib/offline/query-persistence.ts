import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { offlineStorageAvailable, queryCacheStore } from './offline-stores.ts';

// The last data seen, kept on the device for offline use (docs/decisions/032): a copy of the query cache
// in IndexedDB, for one customer at a time, written shortly after the cache changes, read back at start
// and removed at logout. Not kept: admin data, photos (files, not lists) and anything that failed.

const RECORD = 'last-seen';
/** A copy older than this is not shown: two weeks covers a week offline with room to spare. */
export const PERSISTED_MAX_AGE_MS = 14 * 24 * 3600_000;
const WRITE_DELAY_MS = 500;
/** Each build's own: answers cached by another version may have another shape. */
const BUILD = (import.meta.env?.VITE_BUILD_STAMP as string | undefined) ?? 'dev';

interface PersistedCache {
  build: string;
  /** Whose data it is: `user:{id}` or `customer:{hash}`. */
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

/** Whose data the cache holds now, or null when nobody is identified (then nothing is kept). */
export type OwnerOf = (client: QueryClient) => string | null;

/** The queries worth keeping: loaded, of the customer (not the admin's), JSON rather than a file. */
export function shouldKeepQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const first = query.queryKey[0];
  return (
    query.state.status === 'success' &&
    query.state.data !== undefined &&
    !(query.state.data instanceof Blob) &&
    typeof first === 'string' &&
    !first.startsWith('/api/admin')
  );
}

/** Whether a kept copy may be shown: this build's, recent enough, with an owner. */
export function isUsable(record: PersistedCache | undefined, now: number): record is PersistedCache {
  return !!record && record.build === BUILD && !!record.owner && now - record.savedAt <= PERSISTED_MAX_AGE_MS;
}

let restoredOwner: string | null = null;

/**
 * Puts the kept copy back into the cache (only `expectedOwner`'s, when given). Returns its owner, or null
 * when there was none (or it could not be read: the app then works as it always did, from the network).
 * What the cache already holds is newer and stays.
 */
export async function restoreQueryCache(
  client: QueryClient,
  expectedOwner?: string | null,
): Promise<string | null> {
  if (!(await offlineStorageAvailable())) return null;
  try {
    const record = await get<PersistedCache>(RECORD, queryCacheStore());
    if (!isUsable(record, Date.now())) {
      if (record) await del(RECORD, queryCacheStore());
      return null;
    }
    if (expectedOwner !== undefined && record.owner !== expectedOwner) return null;
    hydrate(client, record.state);
    restoredOwner = record.owner;
    return record.owner;
  } catch {
    return null;
  }
}

let timer: ReturnType<typeof setTimeout> | null = null;
let forgotten = 0;

async function write(client: QueryClient, ownerOf: OwnerOf, generation: number): Promise<void> {
  const owner = ownerOf(client);
  if (generation !== forgotten) return;
  if (!owner) return void (await del(RECORD, queryCacheStore()));
  const state = dehydrate(client, { shouldDehydrateQuery: shouldKeepQuery });
  const record: PersistedCache = { build: BUILD, owner, savedAt: Date.now(), state };
  await set(RECORD, record, queryCacheStore());
}

/** Keeps the copy up to date: written half a second after the cache last changed. */
export function persistQueryCache(client: QueryClient, ownerOf: OwnerOf): () => void {
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (timer) clearTimeout(timer);
    const generation = forgotten;
    timer = setTimeout(() => {
      timer = null;
      void offlineStorageAvailable().then((ok) =>
        ok ? write(client, ownerOf, generation).catch(() => undefined) : undefined,
      );
    }, WRITE_DELAY_MS);
  });
  return unsubscribe;
}

/** The owner whose copy was restored at start, if any. */
export const restoredCacheOwner = (): string | null => restoredOwner;

/** Removes the kept copy now (logout, account deletion, another person signed in). */
export async function forgetQueryCache(): Promise<void> {
  forgotten += 1;
  restoredOwner = null;
  if (timer) clearTimeout(timer);
  timer = null;
  if (!(await offlineStorageAvailable())) return;
  await del(RECORD, queryCacheStore()).catch(() => undefined);
}
