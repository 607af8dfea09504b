/** @jsxImportSource preact */
// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CustomerAccountSummary,
  customerAccountSummarySchema,
} from '#shared/schemas/customer-account.ts';
import { shopifyI18n } from '../../shopify-i18n.ts';
import { APP_URL } from './app-url.ts';
import { ProgressPage } from './progress-view.tsx';

// The "Progress" page of customer accounts (docs/decisions/066) against a fake `shopify` global and a
// fake tracker: what the customer sees while it loads, with their figures, and when the tracker fails.

const TOKEN = 'session-token-of-customer-7001';
const TRACKER_URL = 'https://shop.example.com/apps/tracker';

/** The tracker's answer, checked against the contract so the page is tested with what the server sends. */
const summary = (overrides: Partial<CustomerAccountSummary> = {}): CustomerAccountSummary =>
  customerAccountSummarySchema.parse({
    week: {
      start: '2026-11-23',
      end: '2026-11-29',
      goal: { kind: 'minutes', target: 60, device: null },
      done: 45,
    },
    change: {
      unit: 'inches',
      length: {
        entries: 3,
        first: { date: '2026-03-03T00:00:00.000Z', day: '2026-03-03', value: 6 },
        latest: { date: '2026-11-20T00:00:00.000Z', day: '2026-11-20', value: 6.6 },
        change: 0.6,
      },
      girth: null,
    },
    recent: [
      {
        id: 12,
        device: 'Anti-turtle Sleeves',
        duration: 25,
        weight: null,
        length: null,
        girth: null,
        measurementUnit: 'inches',
        notes: '',
        imageUrl: null,
        date: '2026-11-26T18:30:00.000Z',
        day: null,
        checkin: null,
      },
      {
        id: 11,
        device: 'Measurement Update',
        duration: 0,
        weight: null,
        length: 6.6,
        girth: 5.25,
        measurementUnit: 'inches',
        notes: 'Measurement only entry',
        imageUrl: null,
        date: '2026-11-20T00:00:00.000Z',
        day: '2026-11-20',
        checkin: null,
      },
    ],
    trackerUrl: TRACKER_URL,
    ...overrides,
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let root: HTMLElement;

/** The `shopify` global for a customer whose locale is `locale`. */
const stubShopify = (locale: string) =>
  vi.stubGlobal('shopify', { sessionToken: { get: vi.fn(async () => TOKEN) }, ...shopifyI18n(locale) });

beforeEach(() => {
  stubShopify('en');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
  vi.unstubAllGlobals();
});

/** The page's words: its text and the headings its components show. */
function seen(): string {
  const headings = [...root.querySelectorAll('[heading]')].map((element) => element.getAttribute('heading'));
  return [...headings, root.textContent ?? ''].join(' | ').replace(/\s+/g, ' ');
}

/** Renders the page; the tracker's answer to its request is `answer()`. */
function open(answer: () => Promise<Response> | Response) {
  fetchMock.mockImplementationOnce(answer);
  render(<ProgressPage />, root);
}

describe('the Progress page in customer accounts', () => {
  it("asks the tracker for the customer's summary with Shopify's session token", async () => {
    open(() => json(200, summary()));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${APP_URL}/api/customer-account/summary`);
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says it is loading until the tracker answers', async () => {
    let answer: (response: Response) => void = () => {};
    open(() => new Promise<Response>((resolve) => (answer = resolve)));
    await vi.waitFor(() => expect(seen()).toContain('Loading your data...'));
    expect(root.querySelector('s-page')?.getAttribute('heading')).toBe('Progress');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(seen()).toContain('Loading your data...');
    answer(json(200, summary()));
    await vi.waitFor(() => expect(seen()).not.toContain('Loading your data...'));
  });

  it('shows this week against the goal, the change, the last entries and the way to the tracker', async () => {
    open(() => json(200, summary()));
    await vi.waitFor(() => expect(seen()).toContain('45 of 60 minutes this week'));
    const text = seen();
    expect(text).toContain('This week');
    expect(root.querySelector('s-progress')?.getAttribute('value')).toBe('45');
    expect(root.querySelector('s-progress')?.getAttribute('max')).toBe('60');
    expect(text).toContain('Length: +0.6 in, since Mar 3');
    expect(text).not.toContain('Girth:');
    const entries = [...root.querySelectorAll('s-list-item')].map((item) => item.textContent);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatch(/^Anti-turtle Sleeves · Nov 2[67], 2026, \d+:30 [AP]M · 25 minutes$/);
    expect(entries[1]).toBe('Measurements · Nov 20, 2026 · Length 6.6 in, Girth 5.25 in');
    const link = root.querySelector('s-button[href]');
    expect(link?.textContent).toBe('Open the tracker');
    expect(link?.getAttribute('href')).toBe(TRACKER_URL);
  });

  it('reads well for a new customer: no goal, no measurement, no entry', async () => {
    open(() =>
      json(
        200,
        summary({
          week: { start: '2026-11-23', end: '2026-11-29', goal: null, done: 0 },
          change: { unit: 'centimeters', length: null, girth: null },
          recent: [],
        }),
      ),
    );
    await vi.waitFor(() => expect(seen()).toContain('0 minutes this week'));
    expect(seen()).toContain('No weekly goal set.');
    expect(seen()).toContain('No measurements have been logged yet.');
    expect(seen()).toContain('No sessions have been logged yet.');
    expect(root.querySelector('s-progress')).toBeNull();
  });

  it('tells the customer when the tracker fails, and tries again on request', async () => {
    open(() => json(503, { code: 'NOT_CONFIGURED', message: 'The store app is not configured' }));
    await vi.waitFor(() => expect(seen()).toContain('Unable to Load Data'));
    expect(seen()).toContain('Your progress could not be loaded. Please try again.');
    expect(seen()).not.toContain('Open the tracker');

    fetchMock.mockImplementationOnce(() => json(200, summary()));
    (root.querySelector('s-banner s-button') as HTMLElement).click();
    await vi.waitFor(() => expect(seen()).toContain('45 of 60 minutes this week'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails the same way when the tracker cannot be reached', async () => {
    open(() => Promise.reject(new TypeError('Failed to fetch')));
    await vi.waitFor(() => expect(seen()).toContain('Unable to Load Data'));
  });
});

describe("the Progress page in the customer's language (docs/decisions/067)", () => {
  it('reads German for a German customer: texts from the German locale file, German dates and numbers', async () => {
    stubShopify('de-DE');
    open(() => json(200, summary()));
    await vi.waitFor(() => expect(seen()).toContain('45 von 60 Minuten diese Woche'));
    const text = seen();
    expect(text).toContain('Fortschritt');
    expect(text).toContain('Diese Woche');
    expect(text).toContain('Länge: +0,6 in, seit 3. März');
    const entries = [...root.querySelectorAll('s-list-item')].map((item) => item.textContent);
    expect(entries[0]).toMatch(/^Anti-turtle Sleeves · 2[67]\.11\.2026, \d{2}:30 · 25 Minuten$/);
    expect(entries[1]).toBe('Messungen · 20.11.2026 · Länge 6,6 in, Umfang 5,25 in');
    expect(root.querySelector('s-button[href]')?.textContent).toBe('Tracker öffnen');
    expect(text).not.toMatch(/This week|Your change|Last entries|Open the tracker|minutes/);
  });

  it('reads French and Spanish, and falls back to English for a language the page does not have', async () => {
    stubShopify('fr-CA');
    open(() => json(200, summary({ week: { ...summary().week, goal: null, done: 1 } })));
    await vi.waitFor(() => expect(seen()).toContain('1 minute cette semaine'));
    expect(seen()).toContain('Longueur : +0,6 in, depuis le 3 mars');
    render(null, root);

    stubShopify('es');
    open(() => json(503, { code: 'NOT_CONFIGURED', message: 'The store app is not configured' }));
    await vi.waitFor(() => expect(seen()).toContain('No se pudieron cargar los datos'));
    expect(root.querySelector('s-banner s-button')?.textContent).toBe('Reintentar');
    render(null, root);

    stubShopify('pt-BR');
    open(() => json(200, summary()));
    await vi.waitFor(() => expect(seen()).toContain('45 of 60 minutes this week'));
  });

  it('has every text in every language, with the same placeholders and plural forms as English', () => {
    const folder = path.join(import.meta.dirname, '../locales');
    const shape = (file: string) => {
      const walk = (node: unknown, path: string): string[] =>
        typeof node === 'string'
          ? [`${path} ${[...node.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()}`]
          : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
              walk(value, `${path}.${key}`),
            );
      return walk(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), '').sort();
    };
    expect(readdirSync(folder).sort()).toEqual(['de.json', 'en.default.json', 'es.json', 'fr.json']);
    for (const file of ['de.json', 'fr.json', 'es.json'])
      expect(shape(file)).toEqual(shape('en.default.json'));
  });
});
