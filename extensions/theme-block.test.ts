import { readdirSync, readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import {
  blockJavaScript,
  blockSchema,
  renderProgressBlock,
  type StorefrontRequest,
  schemaText,
} from './theme-block.ts';

// The "Progress tracker" app block (docs/decisions/065) as a storefront renders it: what a signed-in
// customer and a visitor get, and what the store owner can set in the theme editor.

async function rendered(request: StorefrontRequest) {
  const document = new Window().document;
  document.body.innerHTML = await renderProgressBlock(request);
  return document;
}
const customer = { customerId: '7001', locale: 'en', path: '/pages/progress' };

describe('the Progress tracker block', () => {
  it("frames the tracker from the store's own /apps/tracker, in the storefront's language", async () => {
    const page = await rendered({ ...customer, locale: 'pt-BR' });
    const frame = page.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('/apps/tracker/?locale=pt-BR');
    expect(frame?.getAttribute('title')).toBe('Progress tracker');
    expect(frame?.style.height).toBe('800px');
    // Nothing signed sits in the page: the store's app proxy signs each request the frame makes.
    expect(page.body.innerHTML).not.toMatch(/signature|customer_id|7001/);
  });

  it("names the frame and asks a visitor to sign in in the storefront's language (docs/decisions/067)", async () => {
    const titles = await Promise.all(
      ['de', 'fr-CA', 'es'].map(async (locale) => {
        const page = await rendered({ ...customer, locale });
        return page.querySelector('iframe')?.getAttribute('title');
      }),
    );
    expect(titles).toEqual(['Fortschritts-Tracker', 'Suivi des progrès', 'Seguimiento de progreso']);
    const visitor = await rendered({ ...customer, customerId: null, locale: 'de-AT' });
    expect(visitor.querySelector('a')?.textContent).toBe(
      'Melde dich an, um deinen Fortschritts-Tracker zu öffnen.',
    );
  });

  it('has every text in every language, storefront and theme editor alike', () => {
    const folder = new URL('./progress-tracker-theme/locales/', import.meta.url);
    const keys = (file: string): string[] => {
      const walk = (node: unknown, prefix: string): string[] =>
        typeof node === 'string'
          ? [prefix]
          : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
              walk(value, prefix ? `${prefix}.${key}` : key),
            );
      return walk(JSON.parse(readFileSync(new URL(file, folder), 'utf8')), '').sort();
    };
    const files = readdirSync(folder).sort();
    expect(files).toEqual([
      'de.json',
      'de.schema.json',
      'en.default.json',
      'en.default.schema.json',
      'es.json',
      'es.schema.json',
      'fr.json',
      'fr.schema.json',
    ]);
    for (const language of ['de', 'es', 'fr']) {
      expect(keys(`${language}.json`)).toEqual(keys('en.default.json'));
      expect(keys(`${language}.schema.json`)).toEqual(keys('en.default.schema.json'));
    }
  });

  it("takes the store owner's height", async () => {
    const page = await rendered({ ...customer, settings: { height: 1200 } });
    expect(page.querySelector('iframe')?.style.height).toBe('1200px');
  });

  it('asks a visitor to sign in and come back to the same page', async () => {
    const page = await rendered({ ...customer, customerId: null });
    expect(page.querySelector('iframe')).toBeNull();
    const link = page.querySelector('a');
    expect(link?.textContent).toBe('Sign in to open your progress tracker.');
    expect(link?.getAttribute('href')).toBe('/account/login?return_url=%2Fpages%2Fprogress');
  });

  it("shows the store owner's sign-in prompt as text", async () => {
    const page = await rendered({
      ...customer,
      customerId: null,
      settings: { sign_in_prompt: 'Log in <b>first</b>' },
    });
    expect(page.querySelector('a')?.textContent).toBe('Log in <b>first</b>');
  });

  it('offers the theme editor a section block on any template, with its two settings', () => {
    const schema = blockSchema();
    expect(schema).toMatchObject({ name: 'Progress tracker', target: 'section' });
    expect(schema.enabled_on ?? schema.disabled_on).toBeUndefined();
    expect(schema.settings.map(({ id, type, label }) => [id, type, schemaText(label)])).toEqual([
      ['height', 'range', 'Starting height'],
      ['sign_in_prompt', 'text', 'Sign-in prompt'],
    ]);
    expect(schema.settings.map(({ label }) => schemaText(label, 'de'))).toEqual([
      'Anfangshöhe',
      'Anmeldehinweis',
    ]);
    const height = schema.settings[0] as unknown as {
      min: number;
      max: number;
      step: number;
      default: number;
    };
    // Shopify's rules for a range: the default within it, at most 101 steps.
    expect(height.default).toBeGreaterThanOrEqual(height.min);
    expect(height.default).toBeLessThanOrEqual(height.max);
    expect((height.max - height.min) / height.step).toBeLessThanOrEqual(101);
  });

  it('keeps its script tiny', () => {
    const bytes = Buffer.byteLength(blockJavaScript());
    expect(bytes).toBeLessThan(1024);
  });
});
