import { useRef } from 'react';

// Focus is never lost to <body> when what has it leaves the page: a dialog's opener (Radix would send focus
// to <body>), the Delete button of the entry just deleted, 'Load more' after the last page.

const REGION = '[role="tabpanel"], section, main';

interface Opener {
  element: HTMLElement | null;
  region: HTMLElement | null;
}

function focusRegion(region: HTMLElement | null, options?: FocusOptions): boolean {
  const place = region?.isConnected ? region : document.querySelector<HTMLElement>('main');
  if (!place) return false;
  if (!place.hasAttribute('tabindex')) place.tabIndex = -1;
  place.focus(options);
  return true;
}

/**
 * Should `element` leave the page while it has focus, focus moves on to `region` (else the page's main).
 * The watch ends when focus goes elsewhere, or a tap lands elsewhere.
 */
export function keepFocusWhenRemoved(element: HTMLElement, region: HTMLElement | null) {
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    if (document.activeElement === null || document.activeElement === document.body)
      focusRegion(region, { preventScroll: true });
  });
  const elsewhere = (event: Event) => {
    if (!(event.target instanceof Node && element.contains(event.target))) stop();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', elsewhere, true);
    document.removeEventListener('pointerdown', elsewhere, true);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', elsewhere, true);
  document.addEventListener('pointerdown', elsewhere, true);
}

/**
 * For a Radix dialog opened without a Trigger: when it closes, focus goes back to what had it or, when that
 * is gone (or goes a moment later, once a list catches up), to the part of the page that held it (a tab
 * panel, section or main). Spread on the dialog's Content.
 */
export function useReturnFocus() {
  const opener = useRef<Opener | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      const element = active instanceof HTMLElement ? active : null;
      opener.current = { element, region: element?.closest<HTMLElement>(REGION) ?? null };
    },
    onCloseAutoFocus: (event: Event) => {
      const { element, region } = opener.current ?? { element: null, region: null };
      if (!element?.isConnected) {
        if (focusRegion(region)) event.preventDefault();
        return;
      }
      event.preventDefault();
      element.focus();
      keepFocusWhenRemoved(element, region);
    },
  };
}
