import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentToast } from '#client/lib/toast.ts';

const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

/** How long after the page's load event the toaster's code is fetched, when no toast has asked for it. */
export const TOASTER_AFTER_LOAD_MS = 3000;

/**
 * Radix's toast, in a chunk of its own that the first screen does not wait for (docs/decisions/038): it
 * is fetched when the first toast is raised, or a few seconds after the page has loaded, whichever comes
 * first. A toast raised before it arrives waits in lib/toast.ts and shows once it has.
 */
export function DeferredToaster() {
  const toastRaised = useCurrentToast() !== null;
  const [afterLoad, setAfterLoad] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      timer = setTimeout(() => setAfterLoad(true), TOASTER_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      clearTimeout(timer);
    };
  }, []);
  if (!toastRaised && !afterLoad) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
