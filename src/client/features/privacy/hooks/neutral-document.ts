import { readStorage, writeStorage } from '#client/lib/storage.ts';

// Discreet mode's neutral tab (docs/decisions/022): the title 'Notes' and a plain icon, applied from the
// first script run when this browser last saw discreet mode on, so the real title never shows in a tab.

export const NEUTRAL_TITLE = 'Notes';
const APP_TITLE = 'Progress Tracker';
const HINT_KEY = 'tracker.discreet';
/** The app's own tab icon (index.html names an empty one: see privacy-layer.tsx). */
const APP_ICON = './icons/app/icon-192.png';
/** A plain sheet of paper with lines: says nothing of the app. */
const NEUTRAL_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="5" y="3" width="22" height="26" rx="3" fill="#e2e8f0" stroke="#64748b" stroke-width="2"/><path d="M10 11h12M10 16h12M10 21h8" stroke="#64748b" stroke-width="2"/></svg>',
  );

/** Whether this browser last saw discreet mode on (a hint until the server's setting arrives). */
export const discreetHint = (): boolean => readStorage(HINT_KEY) === '1';

/** Shows the neutral title and icon, or the app's own; remembers the choice as the next page's hint. */
export function applyNeutralDocument(discreet: boolean, doc: Document = document): void {
  doc.title = discreet ? NEUTRAL_TITLE : APP_TITLE;
  // One icon link, whose address changes: with two, the browser might pick either.
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.setAttribute('href', discreet ? NEUTRAL_ICON : APP_ICON);
  // The installed app's name and icon on iOS (read when added to the home screen; docs/decisions/024). The
  // manifest, answered by the server, follows the saved setting on its own.
  doc.querySelector('meta[name="apple-mobile-web-app-title"]')?.setAttribute('content', doc.title);
  doc
    .querySelector('link[rel="apple-touch-icon"]')
    ?.setAttribute('href', `./icons/${discreet ? 'notes' : 'app'}/apple-touch-icon.png`);
  writeStorage(HINT_KEY, discreet ? '1' : '0');
}
