import { type ComponentType, useEffect, useState } from 'react';
import { useFirstScreenShown } from '#client/lib/first-screen.ts';
import { useCurrentToast } from '#client/lib/toast.ts';

/** How long after the page's load event the toasts' code is fetched when nothing has asked for it sooner. */
export const TOASTER_AFTER_LOAD_MS = 3000;

/**
 * Radix's toast, in a chunk of its own that the first screen does not wait for (docs/decisions/041). It is
 * fetched once the first screen has shown (lib/first-screen.ts), when the first toast is raised, or
 * TOASTER_AFTER_LOAD_MS after the page's load event, whichever comes first. A toast raised before it
 * arrives waits in lib/toast.ts and shows once it has. If the chunk cannot be fetched (offline, with no
 * service worker to answer), nothing breaks: it is asked for again when the browser is back online.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const toastRaised = useCurrentToast() !== null;
  const screenShown = useFirstScreenShown();
  const afterLoad = useAfterLoad(TOASTER_AFTER_LOAD_MS);
  const wanted = toastRaised || screenShown || afterLoad;

  useEffect(() => {
    if (!wanted || Toaster) return;
    let mounted = true;
    const load = () => {
      import('../components/ui/toaster.tsx').then(
        (module) => {
          if (mounted) setToaster(() => module.Toaster);
        },
        () => {
          if (mounted) window.addEventListener('online', load, { once: true });
        },
      );
    };
    load();
    return () => {
      mounted = false;
      window.removeEventListener('online', load);
    };
  }, [wanted, Toaster]);

  return Toaster ? <Toaster /> : null;
}

/** False until `ms` after the page's load event. */
function useAfterLoad(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      timer = setTimeout(() => setDone(true), ms);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      clearTimeout(timer);
    };
  }, [ms]);
  return done;
}
