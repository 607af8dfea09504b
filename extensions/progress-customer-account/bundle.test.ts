import { describe, expect, it } from 'vitest';
import { bundleSize, SHOPIFY_BUNDLE_LIMIT } from './bundle.ts';

// The Progress page's bundle stays within Shopify's 64 KB (docs/decisions/066), before compression too.

describe("the Progress page's bundle", () => {
  it('is within 64 KB and carries no zod, React or the tracker', async () => {
    const { bytes, gzipBytes, modules } = await bundleSize();
    // biome-ignore lint/suspicious/noConsole: the size is the test's report (docs/decisions/066).
    console.info(`progress-customer-account bundle: ${bytes} bytes, ${gzipBytes} gzipped`);
    expect(bytes).toBeLessThan(SHOPIFY_BUNDLE_LIMIT);
    expect(gzipBytes).toBeLessThan(bytes);
    const heavy = modules.filter((module) =>
      /node_modules\/(zod|react|react-dom)\/|src\/client\//.test(module),
    );
    expect(heavy).toEqual([]);
  }, 30_000);
});
