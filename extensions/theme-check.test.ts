import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { themeCheckLines } from './theme-check.ts';

// Shopify's Theme Check over the theme app extension (docs/decisions/065): no offense in ours, and the
// offenses a broken copy has are reported (so the check is really run).

const extension = fileURLToPath(new URL('./progress-tracker-theme', import.meta.url));
const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the extension with its block changed. */
function brokenCopy(change: (liquid: string) => string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'theme-check-'));
  copies.push(copy);
  cpSync(extension, copy, { recursive: true });
  const block = path.join(copy, 'blocks/progress-tracker.liquid');
  const liquid = readFileSync(block, 'utf8');
  const changed = change(liquid);
  expect(changed).not.toBe(liquid);
  writeFileSync(block, changed);
  return copy;
}

describe('Theme Check', () => {
  it('finds nothing in the Progress tracker extension', async () => {
    expect(await themeCheckLines(extension)).toEqual([]);
  }, 30_000);

  it('reports an unknown filter, a missing asset or translation, and a schema that is not JSON', async () => {
    const copy = brokenCopy((liquid) =>
      liquid
        .replace('| url_encode }}"', '| url_encod }}"')
        .replace('"javascript": "progress-tracker.js"', '"javascript": "missing.js"')
        .replace("'progress_tracker.frame_title'", "'progress_tracker.frame_titel'")
        .replace('"default": 800', '"default": 800,,'),
    );
    const lines = await themeCheckLines(copy);
    expect(lines).toContain(
      "blocks/progress-tracker.liquid:11 ERROR UnknownFilter: Unknown filter 'url_encod' used.",
    );
    expect(
      lines.filter((line) => / ERROR AssetSizeAppBlockJavaScript: 'missing.js' does not exist/.test(line)),
    ).toHaveLength(1);
    expect(
      lines.filter((line) => / ERROR TranslationKeyExists: .*progress_tracker.frame_titel/.test(line)),
    ).toHaveLength(1);
    expect(lines.filter((line) => / ERROR ValidSchema: /.test(line))).toHaveLength(1);
  }, 30_000);

  it("knows Shopify's own filters from the docs its npm package ships", async () => {
    // theme-check.ts refuses the download Theme Check would try first; the package's copy is what is read.
    const copy = brokenCopy((liquid) =>
      liquid.replace('| url_encode }}"', '| money_without_trailing_zeros }}"'),
    );
    expect(await themeCheckLines(copy)).toEqual([]);
  }, 30_000);
});
