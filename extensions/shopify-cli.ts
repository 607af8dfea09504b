import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Shopify CLI's `shopify app build` on a copy of the app (docs/decisions/065, 066): it checks
// shopify.app.toml and each shopify.extension.toml against Shopify's schemas, runs Theme Check on the theme
// app extension and bundles the customer-account page, all without signing in to Shopify. It runs offline,
// under extensions/offline-guard.mjs, with its settings and caches in the copy.

const repository = fileURLToPath(new URL('..', import.meta.url));
const cli = path.join(repository, 'node_modules/@shopify/cli/bin/run.js');
const guard = fileURLToPath(new URL('./offline-guard.mjs', import.meta.url));

/** What the app is made of for Shopify CLI: its configuration, its extensions, and what they import. */
const APP_FILES = ['shopify.app.toml', 'package.json', 'extensions', 'src/shared'];

/** A throwaway copy of the app (node_modules linked), to build or to break; `remove()` when done. */
export function appCopy(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shopify-app-'));
  for (const file of APP_FILES) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(repository, file), path.join(dir, file), { recursive: true });
  }
  symlinkSync(path.join(repository, 'node_modules'), path.join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The CLI's settings in a fresh home, saying it looked for a newer CLI just now: otherwise it asks the npm
 * registry first, and offline that check crashes the command (@shopify/cli 4.8).
 */
function cliHome(dir: string): string {
  const home = path.join(dir, '.cli-home');
  const settings = path.join(home, 'config/shopify-cli-kit-nodejs');
  mkdirSync(settings, { recursive: true });
  const { version } = JSON.parse(
    readFileSync(path.join(repository, 'node_modules/@shopify/cli/package.json'), 'utf8'),
  ) as { version: string };
  const cache = { 'npm-package-@shopify/cli': { value: version, timestamp: Date.now() } };
  writeFileSync(path.join(settings, 'config.json'), JSON.stringify({ cache }));
  return home;
}

/** `shopify app build` in `dir`: its exit code and what it printed (colours and box drawing removed). */
export function shopifyAppBuild(dir: string): { status: number | null; output: string } {
  const home = cliHome(dir);
  const result = spawnSync(
    process.execPath,
    ['--import', guard, cli, 'app', 'build', '--skip-dependencies-installation', '--path', dir],
    {
      cwd: dir,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_CONFIG_HOME: path.join(home, 'config'),
        XDG_CACHE_HOME: path.join(home, 'cache'),
        XDG_DATA_HOME: path.join(home, 'data'),
        SHOPIFY_CLI_NO_ANALYTICS: '1',
        NO_COLOR: '1',
        CI: '1',
      },
    },
  );
  const output = `${result.stdout}${result.stderr}`
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the CLI's terminal escapes.
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
    .replace(/[│╭╮╰╯─]/g, ' ')
    .replace(/[ \t]+/g, ' ');
  return { status: result.status, output };
}
