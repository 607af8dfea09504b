import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { offlineStorageAvailable } from '#client/lib/offline/offline-stores.ts';
import { useOnline } from '#client/lib/offline/online-status.ts';

/** What the banner says: where entries can be kept on the device, and where not (the store's frame). */
export const OFFLINE_TEXT = {
  kept: "You're offline. You're seeing what this device last loaded; new entries are kept here and sync when the connection is back.",
  notKept:
    "You're offline. Entries can't be kept on this device inside the store's page: open the tracker in its own window to log offline, or wait until you're back online.",
} as const;

/**
 * Says when the app is offline (docs/decisions/032), and what that means here: the data shown is the last
 * loaded, and entries wait on the device, or, where nothing may be kept (the store's frame, storage
 * refused), that nothing can be saved until the connection is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  const [canKeep, setCanKeep] = useState(true);
  useEffect(() => {
    void offlineStorageAvailable().then(setCanKeep);
  }, []);
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-start justify-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="max-w-3xl">{canKeep ? OFFLINE_TEXT.kept : OFFLINE_TEXT.notKept}</p>
    </div>
  );
}
