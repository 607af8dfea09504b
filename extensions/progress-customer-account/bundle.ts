import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// The page's bundle as Shopify CLI builds it on `shopify app deploy` (esbuild, one ES module, minified).
// Shopify CLI cannot build here: it signs in to Shopify first. Shopify refuses a bundle over 64 KB.

/** Shopify's limit on a UI extension's compiled bundle. */
export const SHOPIFY_BUNDLE_LIMIT = 64 * 1024;

/** The extension's module (shopify.extension.toml), bundled and minified: its bytes, and gzipped. */
export async function bundleSize(): Promise<{ bytes: number; gzipBytes: number; modules: string[] }> {
  const result = await build({
    entryPoints: [new URL('./src/progress-page.tsx', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    bytes: code.byteLength,
    gzipBytes: gzipSync(code).byteLength,
    modules: Object.keys(result.metafile.inputs),
  };
}
