import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '#client/lib/i18n/use-t.ts';
import { offlineStorageAvailable } from '#client/lib/offline/offline-stores.ts';
import { useOnline } from '#client/lib/offline/online-status.ts';

/**
 * Says when the app is offline (docs/decisions/032), and what that means here: the data shown is the last
 * loaded, and entries wait on the device, or, where nothing may be kept (the store's frame, storage
 * refused), that nothing can be saved until the connection is back.
 */
export function OfflineBanner() {
  // The shell's words (src/client/locales): the banner is in the first chunk, over every screen.
  const t = useT();
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
      <p className="max-w-3xl">{canKeep ? t('app.offline.kept') : t('app.offline.notKept')}</p>
    </div>
  );
}
