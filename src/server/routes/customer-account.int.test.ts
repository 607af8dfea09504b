import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProxyQuery, signSessionToken } from '../test/store-signing.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const APP_SECRET = 'app-secret-0123456789abcdef';
const SHOP = 'demo.myshopify.com';
const STORE = 'https://shop.example';
const EXTENSION_ORIGIN = 'https://extensions.shopifycdn.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STORE_APP_SECRET: APP_SECRET,
    STORE_APP_CLIENT_ID: 'client-id-0123',
    STORE_SHOP_DOMAIN: SHOP,
    STORE_ORIGIN: STORE,
    STORE_URL: STORE,
  });
});
afterAll(() => t.close());

const summary = (token: string | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: '/api/customer-account/summary',
    headers: { origin: EXTENSION_ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const viaProxy = (path: string, customerId: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/proxy${path}?${signProxyQuery(APP_SECRET, customerId)}`,
    headers: { origin: STORE },
    ...(payload ? { payload } : {}),
  });

async function expectRefused(token: string | null, headers: Record<string, string> = {}) {
  const response = await summary(token, headers);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  // Readable by the extension, like every answer of this route.
  expect(response.headers['access-control-allow-origin']).toBe('*');
  return response;
}

describe('GET /api/customer-account/summary', () => {
  it("answers the customer's week, change and last three entries for a valid session token", async () => {
    for (const [days, length] of [
      [4, 6],
      [3, 6.5],
    ] as const) {
      const date = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      const measured = await viaProxy('/api/sessions', '4242', {
        device: 'Measurement Update',
        duration: 0,
        length,
        girth: null,
        measurementUnit: 'inches',
        notes: 'Measurement only entry',
        imageUrl: '',
        date,
      });
      expect(measured.statusCode).toBe(201);
    }
    for (const minutes of [10, 20]) {
      expect(
        (await viaProxy('/api/sessions', '4242', { device: 'Anti-turtle Sleeves', duration: minutes }))
          .statusCode,
      ).toBe(201);
    }
    // Another customer's entries are not this one's.
    await viaProxy('/api/sessions', '777', { device: 'Anti-turtle Sleeves', duration: 99 });

    const response = await summary(signSessionToken(APP_SECRET));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.trackerUrl).toBe('https://demo.myshopify.com/apps/tracker');
    expect(body.recent).toHaveLength(3);
    expect(body.recent.map((entry: { duration: number }) => entry.duration)).toEqual([20, 10, 0]);
    expect(body.change).toMatchObject({ unit: 'inches', length: expect.objectContaining({ entries: 2 }) });
    expect(body.week).toEqual(expect.any(Object));
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cache-control']).toContain('no-store');

    // `dest` as a URL (https://shop) names the same shop.
    const asUrl = await summary(signSessionToken(APP_SECRET, { dest: `https://${SHOP}` }));
    expect(asUrl.statusCode).toBe(200);
    expect(asUrl.json().recent).toEqual(body.recent);
  });

  it('refuses an expired token, one not yet valid, and allows ten seconds of clock difference', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(signSessionToken(APP_SECRET, { exp: now - 15, nbf: now - 315, iat: now - 315 }));
    await expectRefused(signSessionToken(APP_SECRET, { nbf: now + 30, iat: now + 30, exp: now + 330 }));
    expect((await summary(signSessionToken(APP_SECRET, { exp: now - 5 }))).statusCode).toBe(200);
    expect((await summary(signSessionToken(APP_SECRET, { nbf: now + 5 }))).statusCode).toBe(200);
  });

  it("refuses another shop's token, another app's audience, and a token without a customer", async () => {
    await expectRefused(signSessionToken(APP_SECRET, { dest: 'other.myshopify.com' }));
    await expectRefused(signSessionToken(APP_SECRET, { dest: 'https://other.myshopify.com' }));
    await expectRefused(signSessionToken(APP_SECRET, { aud: 'another-app' }));
    await expectRefused(signSessionToken(APP_SECRET, { sub: undefined }));
    await expectRefused(signSessionToken(APP_SECRET, { sub: '4242' }));
    await expectRefused(signSessionToken(APP_SECRET, { sub: 'gid://shopify/Order/4242' }));
  });

  it('refuses a wrong secret, alg none, another algorithm, a tampered payload, no token or a cookie', async () => {
    await expectRefused(signSessionToken('another-secret-0123456789'));
    const unsigned = signSessionToken(APP_SECRET, {}, { alg: 'none', typ: 'JWT' }).split('.');
    await expectRefused(`${unsigned[0]}.${unsigned[1]}.`);
    await expectRefused(unsigned.join('.'));
    await expectRefused(signSessionToken(APP_SECRET, {}, { alg: 'HS512', typ: 'JWT' }));
    const [header, , signature] = signSessionToken(APP_SECRET).split('.');
    const forged = Buffer.from(
      JSON.stringify({ dest: SHOP, sub: 'gid://shopify/Customer/777', nbf: 0, exp: 4e9 }),
    );
    await expectRefused(`${header}.${forged.toString('base64url')}.${signature}`);
    await expectRefused(null);
    await expectRefused(null, { cookie: `tracker.customer=${signSessionToken(APP_SECRET)}` });
  });

  it('answers the CORS preflight for the extension; other routes stay without CORS', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/customer-account/summary',
      headers: {
        origin: EXTENSION_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const other = await t.app.inject({ url: '/api/sessions', headers: { origin: EXTENSION_ORIGIN } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/sessions',
      headers: { origin: EXTENSION_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(otherPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without the app secret', () => {
  it('answers 503 NOT_CONFIGURED, still readable by the extension', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        url: '/api/customer-account/summary',
        headers: { origin: EXTENSION_ORIGIN, authorization: `Bearer ${signSessionToken(APP_SECRET)}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('NOT_CONFIGURED');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    } finally {
      await bare.close();
    }
  });
});
