import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestToken, newToken } from '../auth/tokens.ts';
import { CUSTOMER_TABLES } from '../services/customer-data/customer-tables.ts';
import { customerRowCounts } from '../test/customer-rows.ts';
import { acceptConsents, registerUser, signIn } from '../test/factories.ts';
import { jpegWithGps, multipartBody } from '../test/multipart.ts';
import { signProxyQuery, signStoreProof } from '../test/store-signing.ts';
import { storedPictures } from '../test/stored-pictures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { HASH_MOVES } from './move-customer-rows.ts';
import { legacyShopifyHashes, mergeShopifyCustomer } from './shopify-identity.ts';

const SHARED = 'theme-shared-secret-0123456789';
const APP_SECRET = 'app-secret-0123456789abcdef';
const SHOP = 'demo.myshopify.com';
const STORE = 'https://shop.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STORE_SHARED_SECRET: SHARED,
    STORE_APP_SECRET: APP_SECRET,
    STORE_SHOP_DOMAIN: SHOP,
    STORE_ORIGIN: STORE,
    STORE_URL: STORE,
    AUTH_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(() => t.close());

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * A store identity as a version before one identity left it: its mapping, a store session of its own, and
 * through it a session with a photo, consents and goal settings.
 */
async function legacyCustomer(hash: string, minutes: number) {
  await t.pool.query("INSERT INTO customer_mapping (customer_hash, source) VALUES ($1, 'store')", [hash]);
  const token = newToken();
  await t.pool.query(
    "INSERT INTO store_sessions (token_digest, customer_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
    [digestToken(token), hash],
  );
  const headers = { authorization: `Bearer ${token}` };
  await acceptConsents(t.app, headers);
  const form = multipartBody(
    { device: 'Anti-turtle Sleeves', duration: minutes },
    { data: await jpegWithGps() },
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(created.statusCode).toBe(201);
  const goal = await t.app.inject({
    method: 'PUT',
    url: '/api/goals',
    headers,
    payload: {
      goal: { kind: 'sessions', target: minutes, device: null },
      restDays: { kind: 'none' },
      weekStart: 1,
      reminders: { enabled: false, time: '19:00' },
      timeZone: 'UTC',
    },
  });
  expect(goal.statusCode).toBe(200);
  return headers;
}

const viaProxy = (
  path: string,
  customerId: string,
  options: { method?: 'GET' | 'POST'; payload?: object } = {},
) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url: `/proxy${path}?${signProxyQuery(APP_SECRET, customerId)}`,
    headers: { origin: STORE },
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe('moving a customer hash', () => {
  it('knows how to move every table of the registry that has a customer_hash', () => {
    const hashTables = CUSTOMER_TABLES.filter(
      (entry) => entry.owner === 'hash' && entry.table !== 'customer_mapping',
    );
    expect(Object.keys(HASH_MOVES).sort()).toEqual(hashTables.map((entry) => entry.table).sort());
  });
});

describe('the merge of a Shopify customer split in two hashes', () => {
  it('moves every row and photo to one hash, keeps an audit record, and changes nothing when run again', async () => {
    const { embed, proxy } = legacyShopifyHashes(t.config.store, SHOP, '3001');
    if (!embed || !proxy) throw new Error('both secrets are configured');
    const embedHeaders = await legacyCustomer(embed, 10);
    await legacyCustomer(proxy, 20);
    const scope = (hash: string) => ({ hashes: [hash], userId: null });
    const before = {
      embed: await customerRowCounts(t.pool, scope(embed)),
      proxy: await customerRowCounts(t.pool, scope(proxy)),
    };
    expect(before.proxy.sessions).toBe(1);
    expect(before.proxy.photos).toBe(1);
    const picturesBefore = (await storedPictures(t.pool)).length;

    const first = await mergeShopifyCustomer(t, SHOP, '3001');
    expect(first).toEqual({ customerHash: embed, merged: [proxy], conflicts: [] });
    const after = await customerRowCounts(t.pool, scope(embed));
    expect(sum(await customerRowCounts(t.pool, scope(proxy)))).toBe(0);
    expect(after.sessions).toBe(2);
    expect(after.photos).toBe(2);
    expect(after.photo_blobs).toBe((before.embed.photo_blobs ?? 0) + (before.proxy.photo_blobs ?? 0));
    expect(after.store_sessions).toBe(2);
    // Settings: the survivor's goal stays, the other's is dropped; consents are kept once.
    expect(after.weekly_goals).toBe(before.embed.weekly_goals);
    expect(after.customer_consents).toBe(before.embed.customer_consents);
    expect(after.shopify_customers).toBe(1);
    expect((await storedPictures(t.pool)).length).toBe(picturesBefore);
    const audit = await t.pool.query(
      'SELECT customer_hash, merged_hash, outcome, moved FROM customer_merges',
    );
    expect(audit.rows).toEqual([
      {
        customer_hash: embed,
        merged_hash: proxy,
        outcome: 'merged',
        moved: expect.objectContaining({ sessions: 1, photos: 1, store_sessions: 1 }),
      },
    ]);
    // The old proxy hash's store session now reads both entries.
    const both = await t.app.inject({ url: '/api/sessions', headers: embedHeaders });
    expect(
      both
        .json()
        .map((s: { duration: number }) => s.duration)
        .sort(),
    ).toEqual([10, 20]);

    const second = await mergeShopifyCustomer(t, SHOP, '3001');
    expect(second).toEqual({ customerHash: embed, merged: [], conflicts: [] });
    expect(await customerRowCounts(t.pool, scope(embed))).toEqual(after);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM customer_merges')).rows[0].n).toBe(1);
    expect(
      (
        await t.pool.query('SELECT count(*)::int AS n FROM customer_mapping WHERE customer_hash = $1', [
          proxy,
        ])
      ).rows[0].n,
    ).toBe(0);
  });

  it('merges at first sight through the app proxy', async () => {
    const { embed, proxy } = legacyShopifyHashes(t.config.store, SHOP, '3002');
    if (!embed || !proxy) throw new Error('both secrets are configured');
    await legacyCustomer(embed, 11);
    await legacyCustomer(proxy, 22);
    const read = await viaProxy('/api/sessions', '3002');
    expect(read.statusCode).toBe(200);
    expect(
      read
        .json()
        .map((s: { duration: number }) => s.duration)
        .sort(),
    ).toEqual([11, 22]);
  });

  it("moves a store hash's rows to the account the customer's hash is linked to", async () => {
    const { proxy } = legacyShopifyHashes(t.config.store, SHOP, '3003');
    if (!proxy) throw new Error('the app secret is configured');
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie },
      payload: { proof: signStoreProof(SHARED, '3003') },
    });
    expect(linked.statusCode).toBe(200);
    // Rows an older process still wrote under the proxy's old hash.
    await legacyCustomer(proxy, 33);
    expect((await t.app.inject({ url: '/api/sessions', headers: { cookie } })).json()).toEqual([]);

    const outcome = await mergeShopifyCustomer(t, SHOP, '3003');
    expect(outcome.merged).toEqual([proxy]);
    const sessions = await t.app.inject({ url: '/api/sessions', headers: { cookie } });
    expect(sessions.json().map((s: { duration: number }) => s.duration)).toEqual([33]);
    expect((await viaProxy('/api/sessions', '3003')).json()).toHaveLength(1);
    expect((await mergeShopifyCustomer(t, SHOP, '3003')).merged).toEqual([]);
  });

  it('merges at first sight when the signed embed URL comes first, too', async () => {
    const { embed, proxy } = legacyShopifyHashes(t.config.store, SHOP, '3004');
    if (!embed || !proxy) throw new Error('both secrets are configured');
    await legacyCustomer(embed, 41);
    await legacyCustomer(proxy, 42);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/customer/session',
      payload: signStoreProof(SHARED, '3004'),
    });
    expect(opened.json().customerHash).toBe(embed);
    const headers = { authorization: `Bearer ${opened.json().token}` };
    const read = await t.app.inject({ url: '/api/sessions', headers });
    expect(
      read
        .json()
        .map((s: { duration: number }) => s.duration)
        .sort(),
    ).toEqual([41, 42]);
  });
});

describe('one identity per Shopify customer', () => {
  it('the signed embed URL and the app proxy read and write one set of entries', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/customer/session',
      payload: signStoreProof(SHARED, '4242'),
    });
    expect(opened.statusCode).toBe(200);
    const { token, customerHash } = opened.json();
    const headers = { authorization: `Bearer ${token}` };
    await acceptConsents(t.app, headers);
    const embedded = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers,
      payload: { device: 'Anti-turtle Sleeves', duration: 7 },
    });
    expect(embedded.statusCode).toBe(201);

    const proxied = await viaProxy('/api/sessions', '4242', {
      method: 'POST',
      payload: { device: 'Anti-turtle Sleeves', duration: 8 },
    });
    expect(proxied.statusCode).toBe(201);

    const fromEmbed = await t.app.inject({ url: '/api/sessions', headers });
    const fromProxy = await viaProxy('/api/sessions', '4242');
    expect(
      fromEmbed
        .json()
        .map((s: { duration: number }) => s.duration)
        .sort(),
    ).toEqual([7, 8]);
    expect(fromProxy.json()).toEqual(fromEmbed.json());
    const hashViaProxy = await viaProxy('/api/customer/hash', '4242');
    expect(hashViaProxy.json().customerHash).toBe(customerHash);
    const rows = await t.pool.query(
      'SELECT shop_domain, customer_id, customer_hash FROM shopify_customers WHERE customer_id = $1',
      ['4242'],
    );
    expect(rows.rows).toEqual([{ shop_domain: SHOP, customer_id: '4242', customer_hash: customerHash }]);
  });

  it('refuses a proxied request from a shop that is not STORE_SHOP_DOMAIN', async () => {
    const response = await t.app.inject({
      url: `/proxy/api/sessions?${signProxyQuery(APP_SECRET, '4242', [], undefined, 'other.myshopify.com')}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('PROXY_SIGNATURE_INVALID');
  });
});
