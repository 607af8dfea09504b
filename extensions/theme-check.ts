import { ThemeLiquidDocsManager } from '@shopify/theme-check-docs-updater';
import { type Offense, Severity, themeCheckRun } from '@shopify/theme-check-node';

// Shopify's Theme Check on a theme app extension, offline (docs/decisions/065). Theme Check first tries to
// download the latest Liquid docs and schemas from GitHub and falls back to the copy its npm package ships;
// CI has no network, so the download is never tried: every resource comes from the package's copy.
const offline = () => Promise.reject(new Error('offline: the docs shipped with the package are used'));
// Both are private methods of the manager: the loaders it tries before the package's copy.
const manager = ThemeLiquidDocsManager.prototype as unknown as Record<'loadResource' | 'loadSchema', unknown>;
manager.loadResource = offline;
manager.loadSchema = offline;

/** One offense as a line: `blocks/x.liquid:12 ERROR CheckName: message`. */
export type ThemeCheckLine = string;

/** Theme Check's offenses in the extension at `root` (its theme-app-extension checks), one line each. */
export async function themeCheckLines(root: string): Promise<ThemeCheckLine[]> {
  const { offenses } = await themeCheckRun(root);
  return offenses.map((offense: Offense) => {
    const file = decodeURIComponent(offense.uri).slice(decodeURIComponent(`file://${root}/`).length);
    return `${file}:${offense.start.line + 1} ${Severity[offense.severity]} ${offense.check}: ${offense.message}`;
  });
}
