import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '#shared/schemas/user.ts';
import { USER_QUERY_KEY } from '../auth.ts';
import { getCustomerHash } from '../customer-hash.ts';
import { isOnline } from './online-status.ts';
import { forgetQueryCache, persistQueryCache, restoreQueryCache } from './query-persistence.ts';

/** Whose data the cache holds: the signed-in user, else the store customer, else nobody. */
export function cacheOwner(client: QueryClient): string | null {
  const user = client.getQueryData<PublicUser | null>(USER_QUERY_KEY);
  if (user) return `user:${user.username}`;
  const hash = getCustomerHash();
  return hash ? `customer:${hash}` : null;
}

/** Gives up on a slow read of the kept copy: the app then starts from the network as before. */
const RESTORE_WAIT_MS = 1500;

/**
 * Before the first render (docs/decisions/032): keeps the copy of the last data seen up to date from now
 * on, and puts it back into the cache when it is needed: at start when the app opens offline, or when the
 * connection drops later (then only the current customer's copy, for the screens not loaded yet). Online,
 * the app starts from the network as it always did: no screen starts from data that may be stale (a form
 * would take its defaults from it). When, back online, the server says someone else is signed in (or
 * nobody), what was restored is dropped.
 */
export async function startOfflineData(client: QueryClient): Promise<void> {
  persistQueryCache(client, cacheOwner);
  // What was restored is refreshed once the connection is back (tracker data never goes stale by itself).
  let restored = false;
  window.addEventListener('offline', () => {
    const owner = cacheOwner(client);
    if (owner) void restoreQueryCache(client, owner).then((found) => (restored ||= !!found));
  });
  window.addEventListener('online', () => {
    if (restored) void client.invalidateQueries();
    restored = false;
  });
  if (isOnline()) return;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), RESTORE_WAIT_MS));
  const owner = await Promise.race([restoreQueryCache(client), timeout]);
  restored = !!owner;
  if (owner) {
    const stop = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey[0] !== USER_QUERY_KEY[0]) return;
      stop();
      const now = cacheOwner(client);
      if (now === owner) return;
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      void forgetQueryCache();
    });
  }
}
