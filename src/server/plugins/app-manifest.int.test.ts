import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { signProxyQuery } from '../test/store-signing.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const APP_SECRET = 'shopify-app-secret-0123456789';
const STORE = 'https://shop.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STORE_APP_SECRET: APP_SECRET, STORE_ORIGIN: STORE, STORE_URL: STORE });
});
afterAll(() => t.close());

const manifest = (headers: Record<string, string> = {}, url = '/manifest.webmanifest') =>
  t.app.inject({ url, headers });

describe('the web app manifest', () => {
  it('is JSON of the manifest type, revalidated, with relative URLs that work at the root and under the proxy', async () => {
    const response = await manifest();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Progress Tracker',
      start_url: './',
      scope: './',
      display: 'standalone',
    });
    expect(
      body.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(body.icons[0].src).toBe('icons/app/icon-192.png');
  });

  it('gives a customer in discreet mode the neutral name and icons, and the others the app', async () => {
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    expect((await manifest({ cookie })).json().name).toBe('Progress Tracker');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie },
      payload: { discreetMode: true },
    });
    expect(put.statusCode).toBe(200);
    const discreet = (await manifest({ cookie })).json();
    expect(discreet).toMatchObject({ name: 'Notes', short_name: 'Notes', description: 'Notes' });
    expect(JSON.stringify(discreet)).not.toMatch(/track|progress|icons\/app/i);
    expect(discreet.icons[0].src).toBe('icons/notes/icon-192.png');
    // Someone else, or nobody, still gets the app's name.
    const other = await signIn(t.app, (await registerUser(t.app)).email);
    expect((await manifest({ cookie: other })).json().name).toBe('Progress Tracker');
    expect((await manifest()).json().name).toBe('Progress Tracker');
  });

  it("reads a store customer's setting through the app proxy, and a bad signature still gets a manifest", async () => {
    const viaProxy = (path: string, init: { method?: 'GET' | 'PUT'; payload?: object } = {}) =>
      t.app.inject({
        method: init.method ?? 'GET',
        url: `/proxy${path}?${signProxyQuery(APP_SECRET, '7070', [])}`,
        headers: { origin: STORE },
        ...(init.payload ? { payload: init.payload } : {}),
      });
    const put = await viaProxy('/api/preferences', { method: 'PUT', payload: { discreetMode: true } });
    expect(put.statusCode).toBe(200);
    expect((await viaProxy('/manifest.webmanifest')).json().name).toBe('Notes');
    const forged = await manifest(
      {},
      '/proxy/manifest.webmanifest?shop=x&logged_in_customer_id=7070&signature=00',
    );
    expect(forged.statusCode).toBe(200);
    expect(forged.json().name).toBe('Progress Tracker');
  });
});
