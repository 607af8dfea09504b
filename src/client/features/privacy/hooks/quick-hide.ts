import { useEffect } from 'react';

/** Two presses of Escape within this many milliseconds leave the tracker. */
export const QUICK_HIDE_WINDOW_MS = 800;

/**
 * Leaves the tracker for the neutral page at once, without a history entry to come back to (Back does not
 * return here). Inside the store's frame the whole tab leaves when the browser lets the frame do it.
 */
export function quickHide(url: string, win: Window = window): void {
  try {
    if (win.top && win.top !== win.self) {
      win.top.location.replace(url);
      return;
    }
  } catch {
    // The store page may not let its frame navigate it: the frame itself leaves then.
  }
  win.location.replace(url);
}

/**
 * Counts Escape presses: answers true for the second press within `windowMs` of the first (and starts over).
 * The first press of a page is never a second one, however soon after the page loaded it comes (event
 * time stamps count from the page's start: a first Escape at 300 ms must only close a dialog).
 */
export function doubleEscape(windowMs = QUICK_HIDE_WINDOW_MS): (timeStamp: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (timeStamp) => {
    if (timeStamp - last <= windowMs) {
      last = Number.NEGATIVE_INFINITY;
      return true;
    }
    last = timeStamp;
    return false;
  };
}

/** Escape pressed twice within QUICK_HIDE_WINDOW_MS calls `onHide` (from anywhere, even a text field). */
export function useQuickHideShortcut(enabled: boolean, onHide: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const isSecond = doubleEscape();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.repeat) return;
      if (isSecond(event.timeStamp || performance.now())) onHide();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [enabled, onHide]);
}
