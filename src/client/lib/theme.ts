import { THEME_COLOURS } from '#shared/app-manifest.ts';
import { readStorage, writeStorage } from './storage.ts';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Kept on the device only: a display preference, not account data. */
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

/** The stored choice; anything else (nothing stored, an old value) follows the system. */
export function readThemeChoice(stored: string | null): ThemeChoice {
  return (THEME_CHOICES as readonly string[]).includes(stored ?? '') ? (stored as ThemeChoice) : 'system';
}

/** Whether the page is dark for this choice and the system's current setting. */
export function isDark(choice: ThemeChoice, systemDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemDark);
}

function systemDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function themeChoice(): ThemeChoice {
  return readThemeChoice(readStorage(THEME_STORAGE_KEY));
}

/**
 * Puts `dark` on <html> (Tailwind's dark variant), the matching color-scheme for native controls, and the
 * browser's bar colour: index.html's theme-color tags follow the system, which a light or dark choice
 * overrides.
 */
export function applyTheme(): void {
  const dark = isDark(themeChoice(), systemDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // From now on the choice decides, not the system (dark-theme.css, before the app's code has run).
  root.dataset.theme = dark ? 'dark' : 'light';
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLOURS[dark ? 'dark' : 'light'];
  }
}

export function setThemeChoice(choice: ThemeChoice): void {
  writeStorage(THEME_STORAGE_KEY, choice);
  applyTheme();
  for (const listener of listeners) listener();
}

/** Applies the theme now and again whenever the system setting changes (for 'system'). */
export function startTheme(): void {
  applyTheme();
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', applyTheme);
  }
  // Another tab changed the choice.
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) {
      applyTheme();
      for (const listener of listeners) listener();
    }
  });
}

/**
 * Calls `listener` whenever the choice changes (here or in another tab) until the returned function is
 * called. No React here: the entry script applies the theme before the first render.
 */
export function subscribeToThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
