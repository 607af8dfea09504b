import { readStorage, writeStorage } from './storage.ts';

// After a deploy, a page opened before it may ask for a screen's chunk that the new build named otherwise.
// The server keeps the previous build's files for a day (docs/decisions/062), so this is rare; when it
// happens, the page reloads once, and gets the new build's names. Never twice in a row: a chunk that fails
// again right after a reload is an error the page shows.

const KEY = 'chunk-reload-at';
/** A second failure within this time of the reload is not reloaded again. */
export const RELOAD_GUARD_MS = 60_000;

/** Whether a failed chunk load should reload the page, given the time of the last such reload. */
export function shouldReloadForChunk(now: number, lastReload: number | null, online: boolean): boolean {
  if (!online) return false;
  return lastReload === null || now - lastReload > RELOAD_GUARD_MS;
}

/** Listens for Vite's `vite:preloadError` (a lazy chunk or its dependency did not load). */
export function reloadOnceOnChunkError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const now = Date.now();
    const last = Number(readStorage(KEY)) || null;
    if (!shouldReloadForChunk(now, last, navigator.onLine)) return;
    writeStorage(KEY, String(now));
    // Without storage the guard cannot hold: no reload, rather than a loop.
    if (readStorage(KEY) !== String(now)) return;
    event.preventDefault();
    window.location.reload();
  });
}
