import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

// The two extensions' shopify.extension.toml files, as Shopify CLI reads them (Shopify/cli,
// packages/app/src/cli/models/extensions/specifications/theme.ts and ui_extension.ts; docs/decisions/065, 066).

const read = (path: string) =>
  parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, unknown>;
const uiExtensionsPackage = JSON.parse(
  readFileSync(new URL('../node_modules/@shopify/ui-extensions/package.json', import.meta.url), 'utf8'),
) as { version: string };
const app = read('../shopify.app.toml') as { webhooks: { api_version: string } };

describe('the theme app extension', () => {
  it('is a theme extension whose folders are only those Shopify accepts', () => {
    expect(read('./progress-tracker-theme/shopify.extension.toml')).toEqual({
      name: 'Progress tracker',
      type: 'theme',
    });
    const folders = readdirSync(new URL('./progress-tracker-theme/', import.meta.url), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.every((folder) => ['assets', 'blocks', 'locales', 'snippets'].includes(folder))).toBe(
      true,
    );
  });
});

describe('the customer-account page', () => {
  const config = read('./progress-customer-account/shopify.extension.toml') as {
    api_version: string;
    extensions: {
      type: string;
      handle: string;
      targeting: { target: string; module: string }[];
      capabilities: { network_access: boolean };
    }[];
  };
  const [extension] = config.extensions;

  it('is one full page in customer accounts, with network access for the tracker', () => {
    expect(config.extensions).toHaveLength(1);
    expect(extension?.type).toBe('ui_extension');
    expect(extension?.handle).toMatch(/^[a-z0-9-]{1,50}$/);
    expect(extension?.targeting.map(({ target }) => target)).toEqual(['customer-account.page.render']);
    expect(extension?.capabilities.network_access).toBe(true);
    const module = extension?.targeting[0]?.module ?? '';
    expect(existsSync(new URL(`./progress-customer-account/${module}`, import.meta.url))).toBe(true);
  });

  it('uses the API version of the installed @shopify/ui-extensions and of the webhooks, 2025-10 or later', () => {
    const [year, month] = uiExtensionsPackage.version.split('.');
    expect(config.api_version).toBe(`${year}-${String(month).padStart(2, '0')}`);
    expect(config.api_version >= '2025-10').toBe(true);
    expect(app.webhooks.api_version).toBe(config.api_version);
  });
});
