import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

// Back and Forward (popstate) leave the scroll to the browser; a link, a button or a save that goes to
// another screen opens it at its top (docs/decisions/052).
let poppedTo: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    poppedTo = window.location.pathname;
  });
}

/**
 * Opens each new screen at its top: the browser keeps the window's scroll across a client-side navigation,
 * so a save at the bottom of a long form would land home scrolled down, its header out of sight.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    const popped = poppedTo === window.location.pathname;
    poppedTo = null;
    if (!popped && location) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
