/**
 * The installed app's icons (docs/decisions/024), drawn here as SVG and turned into PNGs by the build
 * (`vite.pwa.ts`): the app's own icon and discreet mode's neutral one, each in the sizes Chromium and iOS
 * ask for. Pure strings, no DOM: the build (Node) and the tests read them.
 */

export type IconSet = 'app' | 'notes';

/** One PNG the build writes into dist/client/icons/. */
export type IconFile = {
  file: string;
  size: number;
  /** 'maskable': the artwork inside the central 80 % safe zone on a full-bleed background. */
  purpose: 'any' | 'maskable' | 'apple';
};

export const ICON_FILES: readonly IconFile[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
];

/** Where a set's PNGs live, relative to the app's base. */
export const iconPath = (set: IconSet, file: string) => `icons/${set}/${file}`;

const COLOURS = {
  app: { background: '#1d4ed8', ink: '#ffffff' },
  notes: { background: '#e2e8f0', ink: '#475569' },
} as const;

/** A rising line of progress, or a sheet of paper with lines (discreet mode: says nothing of the app). */
const GLYPH: Record<IconSet, (ink: string) => string> = {
  app: (ink) =>
    `<path d="M22 70 L40 52 L54 62 L78 34" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="78" cy="34" r="7" fill="${ink}"/>`,
  notes: (ink) =>
    `<rect x="27" y="18" width="46" height="64" rx="5" fill="#ffffff" stroke="${ink}" stroke-width="4"/>` +
    `<path d="M37 38h26M37 50h26M37 62h16" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`,
};

/**
 * The icon as SVG on a 100×100 canvas. 'any' has rounded corners; 'maskable' and 'apple' fill the square
 * (the platform rounds or masks it), the artwork shrunk to the safe zone for 'maskable'.
 */
export function iconSvg(set: IconSet, purpose: IconFile['purpose']): string {
  const { background, ink } = COLOURS[set];
  const corner = purpose === 'any' ? 22 : 0;
  const scale = purpose === 'maskable' ? 0.72 : 1;
  const offset = (100 - 100 * scale) / 2;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">' +
    `<rect width="100" height="100" rx="${corner}" fill="${background}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${GLYPH[set](ink)}</g>` +
    '</svg>'
  );
}

/** Theme colours of the page's chrome: the app's light and dark backgrounds (slate-50 and slate-950). */
export const THEME_COLOURS = { light: '#f8fafc', dark: '#020617' } as const;

export const APP_NAME = 'Progress Tracker';
export const NEUTRAL_NAME = 'Notes';

/** The web app manifest's members this app sets. */
export type WebAppManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
};

/**
 * The manifest, its URLs relative to the manifest's own URL, so it is right both at the root and under the
 * store's app-proxy path (served as `<base>/manifest.webmanifest`). In discreet mode (docs/decisions/022)
 * the name, description and icons say nothing of the app.
 */
export function webAppManifest(discreet: boolean): WebAppManifest {
  const set: IconSet = discreet ? 'notes' : 'app';
  return {
    id: './',
    name: discreet ? NEUTRAL_NAME : APP_NAME,
    short_name: discreet ? NEUTRAL_NAME : 'Tracker',
    description: discreet ? 'Notes' : 'Log your sessions and measurements and follow your progress.',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: THEME_COLOURS.light,
    theme_color: THEME_COLOURS.light,
    icons: ICON_FILES.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
      src: iconPath(set, icon.file),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose === 'maskable' ? 'maskable' : 'any',
    })),
  };
}
