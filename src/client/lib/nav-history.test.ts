import { describe, expect, it } from 'vitest';
import { navFrom, trackNavigation } from './nav-history.ts';

/** A window whose history announces pushes and replaces as wouter's patch does. */
function fakeWindow(start: string) {
  const target = new EventTarget();
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let index = 0;
  const location = { pathname: start, search: '' };
  const go = () => {
    const url = new URL(entries[index]?.url ?? '/', 'http://localhost');
    location.pathname = url.pathname;
    location.search = url.search;
  };
  const history = {
    get state() {
      return entries[index]?.state ?? null;
    },
    pushState(state: unknown, _: string, url: string) {
      entries.splice(index + 1, entries.length, { url, state });
      index += 1;
      go();
      target.dispatchEvent(new Event('pushState'));
    },
    replaceState(state: unknown, _: string, url?: string) {
      entries[index] = { url: url ?? entries[index]?.url ?? '/', state };
      go();
      target.dispatchEvent(new Event('replaceState'));
    },
    back() {
      index -= 1;
      go();
      target.dispatchEvent(new Event('popstate'));
    },
  };
  const win = Object.assign(target, { location, history, scrollTo: () => {} });
  return win as unknown as Window & { history: typeof history };
}

describe('trackNavigation', () => {
  it('stamps each new screen with the one it was opened from, and keeps it through a replace', () => {
    const win = fakeWindow('/');
    trackNavigation(win);
    // Opened anew: nowhere to go back to.
    expect(navFrom(win.history.state)).toBeNull();

    win.history.pushState(null, '', '/history');
    expect(navFrom(win.history.state)).toBe('/');
    // A filter replaces the address; the screen was still opened from the home.
    win.history.replaceState(null, '', '/history?kind=measurements');
    expect(navFrom(win.history.state)).toBe('/');

    win.history.pushState({ entryFrom: '/history?kind=measurements' }, '', '/entry?id=4');
    expect(win.history.state).toEqual({
      entryFrom: '/history?kind=measurements',
      navFrom: '/history?kind=measurements',
    });

    // Back, then on to another screen: it was opened from the history as it was left.
    win.history.back();
    win.history.pushState(null, '', '/progress');
    expect(navFrom(win.history.state)).toBe('/history?kind=measurements');
  });
});
