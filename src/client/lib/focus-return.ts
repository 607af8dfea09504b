// Where focus goes when a dialog opened without a Radix Trigger closes (Radix would send it to <body>).

const REGION = '[role="tabpanel"], section, main';

/** What had focus when a dialog opened, and the part of the page that holds it. */
export interface Opener {
  element: HTMLElement | null;
  region: HTMLElement | null;
}

/** The opener of a dialog opening now. */
export function currentOpener(): Opener {
  const active = document.activeElement;
  const element = active instanceof HTMLElement ? active : null;
  return { element, region: element?.closest<HTMLElement>(REGION) ?? null };
}

function focusRegion(region: HTMLElement | null, options?: FocusOptions): boolean {
  const place = region?.isConnected ? region : document.querySelector<HTMLElement>('main');
  if (!place) return false;
  if (!place.hasAttribute('tabindex')) place.tabIndex = -1;
  place.focus(options);
  return true;
}

/**
 * Focuses the opener again or, when it is gone, its region (else the page's main). The opener may also go
 * a moment after the dialog closes (the Delete button of the entry just deleted, once the list catches up):
 * focus then moves on to the region rather than being lost to <body>. The watch ends at the next focus
 * change or tap. Answers whether focus was placed (the caller then prevents Radix's own).
 */
export function returnFocus({ element, region }: Opener): boolean {
  if (!element?.isConnected) return focusRegion(region);
  element.focus();
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    if (document.activeElement === null || document.activeElement === document.body)
      focusRegion(region, { preventScroll: true });
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop, true);
  document.addEventListener('pointerdown', stop, true);
  return true;
}
