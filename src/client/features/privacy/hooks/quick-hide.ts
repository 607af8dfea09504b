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

/** Escape pressed twice within QUICK_HIDE_WINDOW_MS calls `onHide` (from anywhere, even a text field). */
export function useQuickHideShortcut(enabled: boolean, onHide: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.repeat) return;
      const now = event.timeStamp || performance.now();
      if (now - last <= QUICK_HIDE_WINDOW_MS) {
        last = 0;
        onHide();
      } else {
        last = now;
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [enabled, onHide]);
}
