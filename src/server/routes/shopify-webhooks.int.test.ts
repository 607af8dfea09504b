import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueReminders } from '../services/reminders/due-reminders.ts';
import { shopifyWebhookHmac } from '../store/shopify-webhook.ts';
import { customerRowCounts } from '../test/customer-rows.ts';
import { acceptConsents, registerUser, signIn, signInAdmin, tokenFromMail } from '../test/factories.ts';
import { jpegWithGps, multipartBody } from '../test/multipart.ts';
import { signProxyQuery, signStoreProof } from '../test/store-signing.ts';
import { storedPictures } from '../test/stored-pictures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readZip } from '../test/zip.ts';

const SHARED = 'theme-shared-secret-0123456789';
const APP_SECRET = 'app-secret-0123456789abcdef';
const ADMIN_PASSWORD = 'admin password 123';
const SHOP = 'demo.myshopify.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    STORE_SHARED_SECRET: SHARED,
    STORE_APP_SECRET: APP_SECRET,
    STORE_URL: 'https://shop.example',
    ADMIN_PASSWORD,
  });
});
afterAll(() => t.close());

/** The payloads of Shopify's documentation (shopify.dev, privacy law compliance), with our shop. */
const dataRequest = (customerId: number) => ({
  shop_id: 954889,
  shop_domain: SHOP,
  orders_requested: [299938, 280263, 220458],
  customer: { id: customerId, email: 'john@example.com', phone: '555-625-1199' },
  data_request: { id: 9999 },
});
const customerRedact = (customerId: number) => ({
  shop_id: 954889,
  shop_domain: SHOP,
  customer: { id: customerId, email: 'john@example.com', phone: '555-625-1199' },
  orders_to_redact: [299938, 280263, 220458],
});
const shopRedact = { shop_id: 954889, shop_domain: SHOP };

function deliver(topic: string, payload: object, secret = APP_SECRET, webhookId = crypto.randomUUID()) {
  const body = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: `/webhooks/shopify/${topic}`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': shopifyWebhookHmac(secret, body),
      'x-shopify-shop-domain': SHOP,
      'x-shopify-webhook-id': webhookId,
    },
  });
}

/** A store customer (store proof) who logged a session with a photo; returns their bearer headers and hash. */
async function storeCustomer(customerId: number) {
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/customer/session',
    payload: signStoreProof(SHARED, String(customerId)),
  });
  expect(opened.statusCode).toBe(200);
  const { token, customerHash } = opened.json();
  const headers = { authorization: `Bearer ${token}` };
  await acceptConsents(t.app, headers);
  const form = multipartBody(
    { device: 'Anti-turtle Sleeves', duration: 15, notes: 'store notes' },
    { data: await jpegWithGps() },
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(created.statusCode).toBe(201);
  return { headers, hash: customerHash as string };
}

const allZero = (counts: Record<string, number>) => Object.values(counts).every((n) => n === 0);

describe('the signature', () => {
  it('a bad, missing or other-secret signature is 401 and records nothing', async () => {
    const body = JSON.stringify(customerRedact(1));
    for (const hmac of [
      undefined,
      'AAAA',
      shopifyWebhookHmac('another-secret-000000', body),
      shopifyWebhookHmac(APP_SECRET, `${body} `),
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/webhooks/shopify/customers/redact',
        payload: body,
        headers: { 'content-type': 'application/json', ...(hmac ? { 'x-shopify-hmac-sha256': hmac } : {}) },
      });
      expect(response.statusCode).toBe(401);
    }
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM privacy_requests');
    expect(rows[0].n).toBe(0);
  });
});

describe('customers/redact', () => {
  it("answers 200 at once, then deletes that store customer's data; others stay", async () => {
    const gone = await storeCustomer(5001);
    const stays = await storeCustomer(5002);
    // The same customer through the app proxy has a second hash; it goes too.
    const proxied = await t.app.inject({ url: `/proxy/api/sessions?${signProxyQuery(APP_SECRET, '5001')}` });
    expect(proxied.statusCode).toBe(200);
    const picturesBefore = (await storedPictures(t.pool)).length;

    const response = await deliver('customers/redact', customerRedact(5001));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    await t.app.tasks.idle();

    expect(allZero(await customerRowCounts(t.pool, { hashes: [gone.hash], userId: null }))).toBe(true);
    const { rows } = await t.pool.query(
      "SELECT count(*)::int AS n FROM customer_mapping WHERE source = 'store'",
    );
    expect(rows[0].n).toBe(1);
    expect((await storedPictures(t.pool)).length).toBe(picturesBefore - 2);
    expect((await t.app.inject({ url: '/api/sessions', headers: gone.headers })).statusCode).toBe(401);
    const kept = await t.app.inject({ url: '/api/sessions', headers: stays.headers });
    expect(kept.json()).toHaveLength(1);
    const [request] = (
      await t.pool.query("SELECT status FROM privacy_requests WHERE topic = 'customers/redact'")
    ).rows;
    expect(request).toEqual({ status: 'done' });
  });

  it('a delivery Shopify sends again is recorded once', async () => {
    const id = crypto.randomUUID();
    expect((await deliver('customers/redact', customerRedact(5009), APP_SECRET, id)).statusCode).toBe(200);
    expect((await deliver('customers/redact', customerRedact(5009), APP_SECRET, id)).statusCode).toBe(200);
    await t.app.tasks.idle();
    const { rows } = await t.pool.query(
      'SELECT count(*)::int AS n FROM privacy_requests WHERE webhook_id = $1',
      [id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a body that is not what Shopify sends is 400, once signed', async () => {
    const response = await deliver('customers/redact', { shop_domain: SHOP });
    expect(response.statusCode).toBe(400);
  });
});

describe('customers/data_request', () => {
  it('prepares the export, lists it on the dashboard and emails the admins', async () => {
    const admin = await signInAdmin(t.app, t.mails, ADMIN_PASSWORD);
    await storeCustomer(6001);
    const response = await deliver('customers/data_request', dataRequest(6001));
    expect(response.statusCode).toBe(200);
    await t.app.tasks.idle();

    const mail = t.mails.find(
      (m) => m.to === 'admin@example.com' && m.subject === 'A data request is waiting',
    );
    expect(mail?.text).toContain('/admin/dashboard');
    expect(mail?.text).not.toContain('john@example.com');

    const list = await t.app.inject({ url: '/api/admin/privacy-requests', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    const entry = list.json().requests.find((r: { topic: string }) => r.topic === 'customers/data_request');
    expect(entry).toMatchObject({
      status: 'done',
      hasExport: true,
      sessionCount: 1,
      photoCount: 1,
      shopDomain: SHOP,
    });

    const zip = await t.app.inject({
      url: `/api/admin/privacy-requests/${entry.id}/export`,
      headers: { cookie: admin },
    });
    expect(zip.statusCode).toBe(200);
    const names = (await readZip(zip.rawPayload)).map((e) => e.name);
    expect(names.slice(0, 4)).toEqual(['README.txt', 'sessions.csv', 'sessions.json', 'data.json']);
    expect(names.filter((name) => name.startsWith('photos/'))).toHaveLength(1);

    // Not for a customer: a signed-in non-admin gets 403.
    const { email } = await registerUser(t.app);
    const customer = await signIn(t.app, email);
    expect(
      (await t.app.inject({ url: '/api/admin/privacy-requests', headers: { cookie: customer } })).statusCode,
    ).toBe(403);
  });

  it('for a customer who never used the tracker, says there is nothing', async () => {
    const admin = await signIn(t.app, 'admin@example.com'); // registered by the test above
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: admin },
      payload: { password: ADMIN_PASSWORD },
    });
    await deliver('customers/data_request', dataRequest(6999));
    await t.app.tasks.idle();
    const list = await t.app.inject({ url: '/api/admin/privacy-requests', headers: { cookie: admin } });
    const [newest] = list.json().requests;
    expect(newest).toMatchObject({ status: 'done', hasExport: false });
    const zip = await t.app.inject({
      url: `/api/admin/privacy-requests/${newest.id}/export`,
      headers: { cookie: admin },
    });
    expect(zip.statusCode).toBe(404);
  });
});

describe('shop/redact', () => {
  it('removes every store customer and their data; accounts linked to the store lose only the link', async () => {
    const storeOnly = await storeCustomer(7001);
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie },
      payload: { proof: signStoreProof(SHARED, '7002') },
    });
    expect(linked.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie },
      payload: { device: 'Anti-turtle Sleeves', duration: 9 },
    });

    const response = await deliver('shop/redact', shopRedact);
    expect(response.statusCode).toBe(200);
    await t.app.tasks.idle();

    expect(allZero(await customerRowCounts(t.pool, { hashes: [storeOnly.hash], userId: null }))).toBe(true);
    const { rows } = await t.pool.query(
      `SELECT (SELECT count(*) FROM customer_mapping WHERE source = 'store')::int AS store_hashes,
              (SELECT count(*) FROM store_sessions)::int AS store_sessions,
              (SELECT count(*) FROM privacy_requests WHERE shopify_customer_id IS NOT NULL)::int AS named`,
    );
    expect(rows[0]).toEqual({ store_hashes: 0, store_sessions: 0, named: 0 });
    const own = await t.app.inject({ url: '/api/sessions', headers: { cookie } });
    expect(own.json()).toHaveLength(1);
  });
});

describe('app/uninstalled', () => {
  async function verifiedAccount() {
    const { email } = await registerUser(t.app);
    const token = tokenFromMail(t.mails.filter((mail) => mail.to === email).at(-1));
    await t.app.inject({ url: `/api/verify-email?token=${token}` });
    const cookie = await signIn(t.app, email);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/goals',
      headers: { cookie },
      payload: {
        goal: null,
        restDays: { kind: 'none' },
        weekStart: 1,
        reminders: { enabled: true, time: '00:00' },
        timeZone: 'UTC',
      },
    });
    expect(saved.statusCode).toBe(200);
    return { email, cookie };
  }
  const dueEmails = async () => (await dueReminders(t.db, new Date().toISOString())).map((due) => due.email);

  it("with a bad signature is 401 and changes nothing; with a good one ends the shop's store sessions and reminders", async () => {
    const storeOnly = await storeCustomer(9001);
    const linked = await verifiedAccount();
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie: linked.cookie },
      payload: { proof: signStoreProof(SHARED, '9002') },
    });
    expect(link.statusCode).toBe(200);
    const unrelated = await verifiedAccount();
    expect(await dueEmails()).toEqual(expect.arrayContaining([linked.email, unrelated.email]));
    const shop = { id: 954889, name: 'Demo', myshopify_domain: SHOP, domain: 'shop.example' };

    const forged = await deliver('app/uninstalled', shop, 'another-secret-000000');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHENTICATED');
    expect((await t.pool.query('SELECT count(*)::int AS n FROM shopify_shops')).rows[0].n).toBe(0);
    expect((await t.app.inject({ url: '/api/sessions', headers: storeOnly.headers })).statusCode).toBe(200);
    expect(await dueEmails()).toContain(linked.email);

    const delivered = await deliver('app/uninstalled', shop);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    // At once: the answer came after the work.
    const ended = await t.app.inject({ url: '/api/sessions', headers: storeOnly.headers });
    expect(ended.statusCode).toBe(401);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM store_sessions')).rows[0].n).toBe(0);
    const due = await dueEmails();
    expect(due).not.toContain(linked.email);
    expect(due).toContain(unrelated.email);
    // The data stay until shop/redact.
    const kept = await customerRowCounts(t.pool, { hashes: [storeOnly.hash], userId: null });
    expect(kept.sessions).toBe(1);
    expect(kept.photos).toBe(1);

    // A request Shopify signs for the shop shows the app is back: reminders resume.
    const proxied = await t.app.inject({
      url: `/proxy/api/customer/hash?${signProxyQuery(APP_SECRET, null)}`,
    });
    expect(proxied.statusCode).toBe(200);
    expect(await dueEmails()).toContain(linked.email);
  });

  it('refuses a body without the shop domain', async () => {
    const response = await deliver('app/uninstalled', { id: 1, name: 'Demo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});
