import { basePath } from './base-path.ts';

/**
 * Where the user came from, kept in each history entry's state (`navFrom`: the app path, with its query,
 * of the screen before), so a page's Back can go back in history when the user came from inside the app
 * and to a parent screen when the page was opened anew (docs/decisions/049).
 */
const KEY = 'navFrom';

/** The app path of the page now, with its query, as the router names it (under the base path). */
function here(win: Window): string {
  const base = basePath();
  const path = win.location.pathname;
  const inApp = base && path.startsWith(base) ? path.slice(base.length) || '/' : path;
  return `${inApp}${win.location.search}`;
}

/** The screen the history entry with this state was opened from, or null (opened anew). */
export function navFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return null;
  const from = (state as Record<string, unknown>)[KEY];
  return typeof from === 'string' ? from : null;
}

let started = false;

/**
 * Stamps every new history entry with the page it was opened from: a push is a step forward (from the page
 * before); a replace keeps the entry's origin. Wouter announces both as window events.
 */
export function trackNavigation(win: Window = window): void {
  if (started) return;
  started = true;
  let current = here(win);
  let currentFrom = navFrom(win.history.state);
  const stamp = (from: string) => {
    const state: unknown = win.history.state;
    win.history.replaceState(
      { ...(typeof state === 'object' && state !== null ? state : {}), [KEY]: from },
      '',
    );
  };
  win.addEventListener('pushState', () => {
    const from = current;
    current = here(win);
    currentFrom = from;
    stamp(from);
    // A new screen opens at its top (going back, the browser puts the page before where it was).
    win.scrollTo(0, 0);
  });
  win.addEventListener('replaceState', () => {
    current = here(win);
    if (navFrom(win.history.state) === null && currentFrom !== null) stamp(currentFrom);
  });
  win.addEventListener('popstate', () => {
    current = here(win);
    currentFrom = navFrom(win.history.state);
  });
}
