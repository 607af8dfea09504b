import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { appCopy, shopifyAppBuild } from './shopify-cli.ts';

// Shopify's own CLI builds the app offline (docs/decisions/065, 066): the configuration and both extensions
// pass its checks, the customer-account page's bundle is within Shopify's 64 KB, and a file Shopify would
// refuse fails the build with Shopify's message.

/** Shopify's limit on a UI extension's compiled bundle. */
const SHOPIFY_BUNDLE_LIMIT = 64 * 1024;

const copies: (() => void)[] = [];
afterAll(() => {
  for (const remove of copies) remove();
});
function copy() {
  const app = appCopy();
  copies.push(app.remove);
  return app.dir;
}

describe('shopify app build', () => {
  it('builds both extensions, the Progress page within 64 KB and without zod, React or the tracker', () => {
    const dir = copy();
    const { status, output } = shopifyAppBuild(dir);
    expect(status, output).toBe(0);
    expect(output).toContain('Running theme check on your Theme app extension');
    expect(output).toContain('progress-customer-account successfully built');
    expect(output).toMatch(/progress-tracker built!/);

    const dist = path.join(dir, 'extensions/progress-customer-account/dist');
    const bundle = readFileSync(path.join(dist, 'progress-customer-account.js'));
    const gzipBytes = gzipSync(bundle).byteLength;
    // biome-ignore lint/suspicious/noConsole: the size is the test's report (docs/decisions/066).
    console.info(`progress-customer-account bundle: ${bundle.byteLength} bytes, ${gzipBytes} gzipped`);
    expect(bundle.byteLength).toBeLessThan(SHOPIFY_BUNDLE_LIMIT);
    const { inputs } = JSON.parse(
      readFileSync(path.join(dist, 'progress-customer-account.metafile.json'), 'utf8'),
    ) as { inputs: Record<string, unknown> };
    const modules = Object.keys(inputs);
    expect(modules.some((module) => module.includes('node_modules/preact/'))).toBe(true);
    expect(
      modules.filter((module) => /node_modules\/(zod|react|react-dom)\/|src\/client\//.test(module)),
    ).toEqual([]);
  }, 120_000);

  it("fails on a configuration Shopify would refuse, with Shopify's message", () => {
    const dir = copy();
    const toml = path.join(dir, 'shopify.app.toml');
    writeFileSync(
      toml,
      readFileSync(toml, 'utf8').replace(
        'compliance_topics = ["shop/redact"]',
        'compliance_topics = ["shop/delete"]',
      ),
    );
    const { status, output } = shopifyAppBuild(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('Validation errors in');
    expect(output).toContain('[webhooks.subscriptions.3.compliance_topics.0]: Invalid enum value.');
  }, 120_000);

  it("fails on an extension's configuration Shopify would refuse", () => {
    const dir = copy();
    const toml = path.join(dir, 'extensions/progress-customer-account/shopify.extension.toml');
    writeFileSync(
      toml,
      readFileSync(toml, 'utf8').replace('handle = "progress-customer-account"', 'handle = "Progress page!"'),
    );
    const { status, output } = shopifyAppBuild(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('Handle can only contain alphanumeric characters and hyphens');
  }, 120_000);
});
