import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMapping } from '../db/schema.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SHARED = 'theme-shared-secret-0123456789';
const APP = 'shopify-app-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STORE_SHARED_SECRET: SHARED,
    STORE_APP_SECRET: APP,
    STORE_URL: 'https://shop.example',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(() => t.close());

const sign = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');
const routes = (hash: string) => [
  { method: 'GET' as const, url: `/api/sessions?customer_hash=${hash}` },
  { method: 'GET' as const, url: `/api/sessions/stats?customer_hash=${hash}` },
  { method: 'GET' as const, url: `/api/sessions/1?customer_hash=${hash}` },
  {
    method: 'POST' as const,
    url: `/api/sessions?customer_hash=${hash}`,
    payload: { device: 'Anti-turtle Sleeves', duration: 5 },
  },
  {
    method: 'PUT' as const,
    url: `/api/sessions/1?customer_hash=${hash}`,
    payload: { device: 'Anti-turtle Sleeves', duration: 5 },
  },
  { method: 'DELETE' as const, url: `/api/sessions/1?customer_hash=${hash}` },
];

describe('verified customer-hash mode (the default)', () => {
  it('an unknown hash gets 401 on every session route', async () => {
    for (const route of routes('made-up-hash-123')) {
      const response = await t.app.inject(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('a signed embed URL gives a verified hash that then works on its own, and is recorded', async () => {
    const signature = sign(SHARED, '777');
    const response = await t.app.inject({ url: `/api/customer/hash?customer_id=777&signature=${signature}` });
    expect(response.statusCode).toBe(200);
    const { customerHash, authenticated } = response.json();
    expect(authenticated).toBe(true);
    expect(customerHash).toMatch(/^[0-9a-f]{32}$/);
    expect(
      await t.db.select().from(customerMapping).where(eq(customerMapping.customerHash, customerHash)),
    ).toHaveLength(1);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/sessions?customer_hash=${customerHash}`,
      payload: { device: 'Anti-turtle Sleeves', duration: 12 },
    });
    expect(created.statusCode).toBe(201);
    const list = await t.app.inject({ url: `/api/sessions?customer_hash=${customerHash}` });
    expect(list.json()).toHaveLength(1);
    // The cookie alone identifies the store customer too.
    const cookie = response.cookies.find((c) => c.name === 'tracker.customer');
    expect(cookie?.httpOnly).toBe(true);
    const viaCookie = await t.app.inject({
      url: '/api/sessions',
      headers: { cookie: `tracker.customer=${cookie?.value}` },
    });
    expect(viaCookie.json()).toHaveLength(1);
    const back = await t.app.inject({
      url: '/api/customer/hash',
      headers: { cookie: `tracker.customer=${cookie?.value}` },
    });
    expect(back.json()).toEqual({ customerHash, authenticated: true });
  });

  it('a wrong signature or a forged cookie is not authenticated', async () => {
    const bad = await t.app.inject({
      url: `/api/customer/hash?customer_id=777&signature=${sign(SHARED, '778')}`,
    });
    expect(bad.json()).toEqual({ customerHash: null, authenticated: false });
    const forged = await t.app.inject({
      url: '/api/sessions',
      headers: { cookie: 'tracker.customer=abcdef0123456789' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('a registered user hash works hash-only; a signed-in user cannot act as another hash', async () => {
    const alice = await signIn(t.app, (await registerUser(t.app)).email);
    const aliceHash = (
      await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie: alice } })
    ).json().customerHash as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: alice },
      payload: { device: 'Anti-turtle Sleeves', duration: 9 },
    });
    const hashOnly = await t.app.inject({ url: `/api/sessions?customer_hash=${aliceHash}` });
    expect(hashOnly.json()).toHaveLength(1);
    const bob = await signIn(t.app, (await registerUser(t.app)).email);
    const asBob = await t.app.inject({
      url: `/api/sessions?customer_hash=${aliceHash}`,
      headers: { cookie: bob },
    });
    expect(asBob.json()).toHaveLength(0);
  });

  it('an app-proxy request is verified, then its cookie identifies the customer; logout clears it', async () => {
    const params: [string, string][] = [
      ['shop', 'demo.myshopify.com'],
      ['logged_in_customer_id', '4242'],
      ['path_prefix', '/apps/tracker'],
      ['timestamp', String(Math.floor(Date.now() / 1000))],
    ];
    const message = params
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('');
    const query = new URLSearchParams([...params, ['signature', sign(APP, message)]]).toString();
    const proxied = await t.app.inject({ url: `/api/store/proxy?${query}` });
    expect(proxied.statusCode).toBe(303);
    expect(proxied.headers.location).toBe('http://localhost:3000/');
    const cookie = proxied.cookies.find((c) => c.name === 'tracker.customer');
    const hash = await t.app.inject({
      url: '/api/customer/hash',
      headers: { cookie: `tracker.customer=${cookie?.value}` },
    });
    expect(hash.json().authenticated).toBe(true);
    const out = await t.app.inject({ method: 'POST', url: '/api/customer/logout' });
    expect(out.cookies.find((c) => c.name === 'tracker.customer')?.value).toBe('');

    const tampered = await t.app.inject({ url: `/api/store/proxy?${query.replace('4242', '4243')}` });
    expect(tampered.statusCode).toBe(401);
  });

  it('the store login redirect goes only to paths of this app', async () => {
    const ok = await t.app.inject({ url: '/api/shopify/auth?redirectUrl=/profile' });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(
      `https://shop.example/account/login?return_url=${encodeURIComponent('http://localhost:3000/profile')}`,
    );
    for (const evil of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const response = await t.app.inject({
        url: `/api/shopify/auth?redirectUrl=${encodeURIComponent(evil)}`,
      });
      expect(response.statusCode, evil).toBe(400);
    }
  });
});

describe('store login return address', () => {
  it('returns to the store page that embeds the tracker when STORE_EMBED_PAGE_URL is set', async () => {
    const embedded = await createTestApp({
      STORE_URL: 'https://shop.example',
      STORE_EMBED_PAGE_URL: 'https://shop.example/pages/tracker',
    });
    try {
      const response = await embedded.app.inject({ url: '/api/shopify/auth?redirectUrl=/log' });
      expect(response.headers.location).toBe(
        `https://shop.example/account/login?return_url=${encodeURIComponent('https://shop.example/pages/tracker')}`,
      );
    } finally {
      await embedded.close();
    }
  });
});

describe('POST /api/customer/link', () => {
  it('moves a verified store hash nobody owns into the account; nobody else can take it', async () => {
    const { customerHash: storeHash } = (
      await t.app.inject({ url: `/api/customer/hash?customer_id=9001&signature=${sign(SHARED, '9001')}` })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions?customer_hash=${storeHash}`,
      payload: { device: 'Anti-turtle Sleeves', duration: 33 },
    });
    expect((await t.app.inject({ url: `/api/sessions?customer_hash=${storeHash}` })).json()).toHaveLength(1);
    const dana = await signIn(t.app, (await registerUser(t.app)).email);
    const danaHash = (
      await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie: dana } })
    ).json().customerHash;
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie: dana },
      payload: { customerHash: storeHash },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ customerHash: danaHash, linked: true });
    const mine = (await t.app.inject({ url: '/api/sessions', headers: { cookie: dana } })).json();
    expect(mine.map((s: { duration: number }) => s.duration)).toEqual([33]);
    // The store identity now shows the account's sessions.
    const viaStore = (await t.app.inject({ url: `/api/sessions?customer_hash=${storeHash}` })).json();
    expect(viaStore).toHaveLength(1);

    const eve = await signIn(t.app, (await registerUser(t.app)).email);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie: eve },
      payload: { customerHash: storeHash },
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toEqual({ message: 'This customer hash already belongs to an account' });
    const ownedByDana = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie: eve },
      payload: { customerHash: danaHash },
    });
    expect(ownedByDana.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie: eve },
      payload: { customerHash: 'never-issued-hash' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/customer/link',
          payload: { customerHash: storeHash },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('open customer-hash mode', () => {
  it('keeps the spec behaviour: any hash of 3+ characters works', async () => {
    const open = await createTestApp({ CUSTOMER_HASH_MODE: 'open' });
    try {
      const response = await open.app.inject({ url: '/api/sessions?customer_hash=abc' });
      expect(response.statusCode).toBe(200);
      expect((await open.app.inject({ url: '/api/sessions?customer_hash=ab' })).statusCode).toBe(401);
    } finally {
      await open.close();
    }
  });
});
