import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { photoKeys } from '#client/api/photos.ts';
import { sendSessionEntry } from '#client/api/session-writes.ts';
import { sessionKeys } from '#client/api/sessions.ts';
import { translate } from '#client/lib/i18n/i18n.ts';
import { isOnline } from '#client/lib/offline/online-status.ts';
import { syncOutbox } from '#client/lib/offline/sync-outbox.ts';
import { onSyncRequest } from '#client/lib/offline/sync-requests.ts';
import { toast } from '#client/lib/toast.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import './messages.ts';

/** After an attempt that had to stop (the server unreachable or busy), the next try, while online. */
const RETRY_MS = 30_000;
/** When another tab or the worker was sending, a look again soon, for entries queued meanwhile. */
const BUSY_RETRY_MS = 2_000;
/** The tag the service worker's Background Sync wakes up for (src/client/pwa/service-worker.js). */
const SYNC_TAG = 'outbox';

/** Asks the browser to wake the service worker when the connection is back (Background Sync, Chromium). */
function registerBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync?.register(SYNC_TAG),
    )
    .catch(() => undefined);
}

interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Sends the customer's outbox (docs/decisions/032): when a tracker screen opens (the app's start), when
 * the connection comes back, when an entry is queued, after the service worker's Background Sync, and
 * again a little later after an attempt that had to stop. What was sent is fetched again for the lists.
 */
export function OutboxSync() {
  const { customerHash } = useCustomerHash();
  const queryClient = useQueryClient();
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!customerHash) return;
    let stopped = false;
    // Entries reached the server (sent from here or by the worker): say so, and fetch the lists again.
    const synced = (count: number) => {
      toast({
        title: translate('sync.synced', { count }),
        description: translate('sync.syncedText'),
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: photoKeys.all }),
      ]);
    };
    const run = async () => {
      if (retry.current) clearTimeout(retry.current);
      retry.current = null;
      const result = await syncOutbox(customerHash, sendSessionEntry).catch(() => null);
      if (!result) return;
      if (result.sent.length > 0) await synced(result.sent.length);
      if (stopped || !isOnline()) return;
      if (result.busy) retry.current = setTimeout(() => void run(), BUSY_RETRY_MS);
      else if (result.interrupted) retry.current = setTimeout(() => void run(), RETRY_MS);
    };
    const onQueued = () => {
      registerBackgroundSync();
      void run();
    };
    // The worker sent entries itself (Background Sync): the lists are fetched again, and anything left is
    // sent from here.
    const onWorkerMessage = (event: MessageEvent) => {
      if (event.data?.type !== 'OUTBOX_SYNCED') return;
      const sent = Number(event.data.sent) || 0;
      void (sent > 0 ? synced(sent) : Promise.resolve()).then(run);
    };
    const onOnline = () => void run();
    void run();
    window.addEventListener('online', onOnline);
    const unsubscribe = onSyncRequest(onQueued);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      stopped = true;
      if (retry.current) clearTimeout(retry.current);
      window.removeEventListener('online', onOnline);
      unsubscribe();
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [customerHash, queryClient]);

  return null;
}
