import { useSyncExternalStore } from 'react';
import { afterNextPaint } from './after-paint.ts';

/**
 * Whether the page's first screen has shown with its data (docs/decisions/041): what is not needed for it
 * (the toasts' code) waits for this. A screen marks it once its content has painted; screens that do not
 * are covered by a timer after the page's load.
 */
let shown = false;
const listeners = new Set<() => void>();

/** Marks the first screen as shown, once the browser has painted it. */
export function markFirstScreenShown(): void {
  if (shown) return;
  void afterNextPaint().then(() => {
    if (shown) return;
    shown = true;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
