import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '#shared/schemas/auth.ts';
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
 * Before the first render (docs/decisions/032): puts the last data seen back into the cache, so the app
 * opens offline with it, and keeps the copy up to date from then on. Online, what was restored is shown
 * at once and fetched again. When the server then says someone else is signed in (or nobody), the
 * restored data is dropped.
 */
export async function startOfflineData(client: QueryClient): Promise<void> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), RESTORE_WAIT_MS));
  const owner = await Promise.race([restoreQueryCache(client), timeout]);
  if (owner) {
    if (isOnline()) void client.invalidateQueries();
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
  persistQueryCache(client, cacheOwner);
}
