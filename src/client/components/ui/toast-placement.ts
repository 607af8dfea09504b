import { type RefObject, useLayoutEffect } from 'react';
import { type Band, toastTop } from '#client/lib/toast-place.ts';

/** What a finger can hit (as the touch-target check counts them). */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], ' +
  '[role="checkbox"], [role="radio"], [role="switch"], [role="link"], [role="slider"]';

/** The controls on screen beside the toast's column, as bands, leaving out its own and the tab bar's. */
function controlBands(toast: HTMLElement, left: number, right: number): Band[] {
  const bar = document.querySelector('nav[data-tab-bar]');
  const bands: Band[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (toast.contains(element) || bar?.contains(element) || element.closest('[aria-hidden="true"]'))
      continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
    if (box.right <= left || box.left >= right) continue;
    bands.push({ top: box.top, bottom: box.bottom });
  }
  return bands;
}

/**
 * Keeps the open toast off every control (docs/decisions/049): it sits at its usual place above the tab bar
 * unless a control is under it, then over the lowest stretch of the screen free of controls (text, a card's
 * heading), placed again as the page scrolls or changes. No stretch free: its usual place.
 */
export function useToastPlacement(viewport: RefObject<HTMLElement | null>, openId: number | null) {
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || openId === null) return;
    let frame = 0;
    const place = () => {
      element.style.top = '';
      element.style.bottom = '';
      const usual = element.getBoundingClientRect();
      if (usual.height <= 1) return;
      const top = toastTop(controlBands(element, usual.left, usual.right), usual.height, usual.top);
      if (top === null || top === usual.top) return;
      element.style.top = `${top}px`;
      element.style.bottom = 'auto';
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    schedule();
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      element.style.top = '';
      element.style.bottom = '';
    };
  }, [viewport, openId]);
}
