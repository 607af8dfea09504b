import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSIONS } from '#shared/privacy-notice.ts';
import { multipartBody, smallPng } from '../test/multipart.ts';
import { signProxyQuery } from '../test/store-signing.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const APP_SECRET = 'shopify-app-secret-0123456789';
const STORE = 'https://shop.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STORE_APP_SECRET: APP_SECRET, STORE_ORIGIN: STORE, STORE_URL: STORE });
});
afterAll(() => t.close());

/** A request as Shopify forwards it: prefix /proxy, signed query, no Cookie header. */
const viaProxy = (
  pathAndQuery: string,
  customerId: string | null,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; payload?: object | string; headers?: object } = {},
) => {
  const [pathname, query = ''] = pathAndQuery.split('?');
  const extra = [...new URLSearchParams(query)] as [string, string][];
  return t.app.inject({
    method: options.method ?? 'GET',
    url: `/proxy${pathname}?${signProxyQuery(APP_SECRET, customerId, extra)}`,
    headers: { origin: STORE, ...(options.headers ?? {}) },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
};

describe('a store customer deleting through the app proxy', () => {
  it("needs no password: Shopify's fresh signature on the request is the store proof asked again", async () => {
    const log = (customerId: string) =>
      viaProxy('/api/sessions', customerId, {
        method: 'POST',
        payload: { device: 'Anti-turtle Sleeves', duration: 21 },
      });
    expect((await log('5150')).statusCode).toBe(201);
    expect((await log('5151')).statusCode).toBe(201);

    const deleted = await viaProxy('/api/my-data/delete', '5150', {
      method: 'POST',
      payload: { scope: 'data' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ scope: 'data' });
    expect((await viaProxy('/api/sessions', '5150')).json()).toEqual([]);
    // Only that customer's: the other keeps theirs.
    expect((await viaProxy('/api/sessions', '5151')).json()).toHaveLength(1);

    // A signature past its 90 seconds proves nothing, so nothing is deleted.
    const stale = await t.app.inject({
      method: 'POST',
      url: `/proxy/api/my-data/delete?${signProxyQuery(APP_SECRET, '5151', [], Math.floor(Date.now() / 1000) - 600)}`,
      headers: { origin: STORE },
      payload: { scope: 'data' },
    });
    expect(stale.statusCode).toBe(401);
    expect((await viaProxy('/api/sessions', '5151')).json()).toHaveLength(1);
  });
});

describe('the tracker through the Shopify app proxy', () => {
  it('serves the page with a <base> at the store path, so assets and API calls go through the proxy', async () => {
    const page = await viaProxy('/', '4242');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<base href="/apps/tracker/">');
    const deep = await viaProxy('/log', '4242');
    expect(deep.body).toContain('<base href="/apps/tracker/">');
    const direct = await t.app.inject({ url: '/log' });
    expect(direct.body).toContain('<base href="/">');
    // A prefix that a <base> would read as another site is never used.
    const evil = await t.app.inject({ url: '/proxy/?path_prefix=%2F%2Fevil.example' });
    expect(evil.body).toContain('<base href="/proxy/">');
  });

  it('recognises the signed-in store customer on every request from the signature alone', async () => {
    const lookup = await viaProxy('/api/customer/hash', '4242');
    expect(lookup.json()).toMatchObject({ authenticated: true });
    const { customerHash } = lookup.json();
    expect(customerHash).toMatch(/^[0-9a-f]{32}$/);

    const created = await viaProxy(`/api/sessions?customer_hash=${customerHash}`, '4242', {
      method: 'POST',
      payload: { device: 'Anti-turtle Sleeves', duration: 17 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['set-cookie']).toBeUndefined();
    const list = await viaProxy('/api/sessions', '4242');
    expect(list.json().map((s: { duration: number }) => s.duration)).toEqual([17]);
    // Another store customer sees nothing of it; the hash alone is refused outside the proxy.
    expect((await viaProxy('/api/sessions', '4243')).json()).toEqual([]);
    expect((await t.app.inject({ url: `/api/sessions?customer_hash=${customerHash}` })).statusCode).toBe(401);
  });

  it('uploads and shows a photo through the proxy, for its owner only', async () => {
    const consent = await viaProxy('/api/consent', '5151', {
      method: 'POST',
      payload: { kind: 'photos', version: CONSENT_VERSIONS.photos },
    });
    expect(consent.statusCode).toBe(200);
    const body = multipartBody(
      { device: 'Anti-turtle Sleeves', duration: 5 },
      { data: await smallPng(), filename: 'photo.png', contentType: 'image/png' },
    );
    const created = await viaProxy('/api/sessions', '5151', {
      method: 'POST',
      payload: body.payload,
      headers: body.headers,
    });
    expect(created.statusCode).toBe(201);
    const imageUrl: string = created.json().imageUrl;
    const photo = await viaProxy(imageUrl, '5151');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await viaProxy(imageUrl, '5152')).statusCode).toBe(404);
  });

  it('refuses a missing, tampered or stale signature, and a customer signed out of the store', async () => {
    expect((await t.app.inject({ url: '/proxy/api/sessions' })).statusCode).toBe(401);
    const signed = signProxyQuery(APP_SECRET, '4242');
    const tampered = await t.app.inject({ url: `/proxy/api/sessions?${signed.replace('4242', '4243')}` });
    expect(tampered.statusCode).toBe(401);
    const stale = signProxyQuery(APP_SECRET, '4242', [], Math.floor(Date.now() / 1000) - 600);
    expect((await t.app.inject({ url: `/proxy/api/sessions?${stale}` })).statusCode).toBe(401);
    expect((await viaProxy('/api/sessions', null)).statusCode).toBe(401);
    expect((await viaProxy('/api/customer/hash', null)).json()).toEqual({
      customerHash: null,
      authenticated: false,
    });
  });

  it('sends a customer signed out of the store to the store login, back to the proxied tracker', async () => {
    const response = await viaProxy('/api/shopify/auth?redirectUrl=/log', null);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${STORE}/account/login?return_url=${encodeURIComponent('/apps/tracker/log')}`,
    );
  });

  it('accepts writes only from the store page origin (no cross-site forgery through the proxy)', async () => {
    const forged = await viaProxy('/api/sessions', '4242', {
      method: 'POST',
      payload: { device: 'Anti-turtle Sleeves', duration: 3 },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
