import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMapping, securityLogs } from '../db/schema/accounts.ts';
import { registerUser, signIn, signInAdminUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PASSWORD = 'correct horse battery';
let t: TestApp;
let customer: string;
let adminNoStep: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD, AUTH_RATE_LIMIT_MAX: '1000' });
  customer = await signIn(t.app, (await registerUser(t.app)).email);
  adminNoStep = await signInAdminUser(t.app, t.mails);
  admin = await signIn(t.app, 'admin@example.com');
  const step = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { cookie: admin },
    payload: { password: PASSWORD },
  });
  expect(step.statusCode).toBe(200);
});
afterAll(() => t.close());

const ADMIN_ROUTES = [
  { method: 'GET' as const, url: '/api/admin/users' },
  { method: 'GET' as const, url: '/api/admin/sessions' },
  { method: 'GET' as const, url: '/api/admin/export/users' },
  { method: 'GET' as const, url: '/api/admin/export/sessions' },
  { method: 'GET' as const, url: '/api/admin/export/sessions/somecustomerhash' },
  { method: 'GET' as const, url: '/api/admin/export/sessions/somecustomerhash/with-images' },
  { method: 'GET' as const, url: '/api/admin/export/sessions/email/admin%40example.com' },
  { method: 'GET' as const, url: '/api/admin/export/sessions/email/admin%40example.com/with-images' },
  {
    method: 'POST' as const,
    url: '/api/test-email',
    payload: { email: 'x@example.com', type: 'reset', method: 'debug' },
  },
];

describe('admin access matrix', () => {
  it.each(ADMIN_ROUTES)(
    '$method $url: 401 signed out, 403 customer, 403 before the admin step, 200 admin',
    async (route) => {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      const asCustomer = await t.app.inject({ ...route, headers: { cookie: customer } });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toEqual({ code: 'FORBIDDEN', message: 'Forbidden' });
      const noStep = await t.app.inject({ ...route, headers: { cookie: adminNoStep } });
      expect(noStep.statusCode).toBe(403);
      expect(noStep.json()).toEqual({
        code: 'ADMIN_STEP_REQUIRED',
        message: 'Enter the admin password first',
      });
      const asAdmin = await t.app.inject({ ...route, headers: { cookie: admin } });
      expect(asAdmin.statusCode).toBe(200);
    },
  );

  it('a customer cannot take the admin step, whatever they send', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: customer },
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/admin/login', () => {
  it('refuses a wrong password with the spec text and logs both outcomes', async () => {
    const cookie = await signIn(t.app, 'admin@example.com');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie },
      payload: { password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_ADMIN_PASSWORD', message: 'Invalid admin password' });
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie },
      payload: { password: PASSWORD },
    });
    expect(right.json()).toEqual({ message: 'Logged in as administrator' });
    const actions = (await t.db.select().from(securityLogs)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['admin_login_failure', 'admin_login_success']));
    // The step ends at logout.
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    const again = await signIn(t.app, 'admin@example.com');
    expect((await t.app.inject({ url: '/api/admin/users', headers: { cookie: again } })).statusCode).toBe(
      403,
    );
  });

  it('is closed with a clear message when ADMIN_PASSWORD is not set', async () => {
    const closed = await createTestApp();
    try {
      const cookie = await signInAdminUser(closed.app, closed.mails);
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { cookie },
        payload: { password: 'anything1' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain('ADMIN_PASSWORD is not configured');
    } finally {
      await closed.close();
    }
  });
});

describe('hashes admins recorded under the old trust model', () => {
  it('grant nothing on their own any more, and the recording route is gone', async () => {
    const hash = 'store-customer-from-admin-42';
    await t.db.insert(customerMapping).values({ customerHash: hash, source: 'admin' });
    expect((await t.app.inject({ url: `/api/sessions?customer_hash=${hash}` })).statusCode).toBe(401);
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers',
      headers: { cookie: admin },
      payload: { customerHash: 'another-store-customer-43' },
    });
    expect(recorded.statusCode).toBe(404);
  });
});

describe('GET /api/admin/step', () => {
  it('tells an admin whether the admin password was entered in this session', async () => {
    expect((await t.app.inject({ url: '/api/admin/step', headers: { cookie: adminNoStep } })).json()).toEqual(
      { verified: false },
    );
    expect((await t.app.inject({ url: '/api/admin/step', headers: { cookie: admin } })).json()).toEqual({
      verified: true,
    });
    expect((await t.app.inject({ url: '/api/admin/step', headers: { cookie: customer } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/admin/step' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users and /api/admin/sessions', () => {
  it('lists every customer with session count and last activity, paginated; sessions keyed by customer', async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    for (const date of ['2026-11-01T10:00:00Z', '2026-11-05T10:00:00Z']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { cookie },
        payload: { device: 'Anti-turtle Sleeves', duration: 10, date },
      });
    }
    const page = (
      await t.app.inject({ url: '/api/admin/users?page=1&pageSize=2', headers: { cookie: admin } })
    ).json();
    expect(page.customers).toHaveLength(2);
    const first = page.customers[0];
    expect(first).toMatchObject({
      email,
      sessionCount: 2,
      measurementCount: 0,
      lastActivity: '2026-11-05T10:00:00.000Z',
    });
    expect(JSON.stringify(page)).not.toMatch(/password|argon2|reset_token|login_attempts/i);
    const all = (
      await t.app.inject({ url: '/api/admin/users?pageSize=200', headers: { cookie: admin } })
    ).json();
    const idle = all.customers.find((c: { email: string }) => c.email === 'admin@example.com');
    expect(idle).toMatchObject({ sessionCount: 0, measurementCount: 0, lastActivity: null });

    const sessions = (await t.app.inject({ url: '/api/admin/sessions', headers: { cookie: admin } })).json();
    expect(sessions[first.customerHash]).toHaveLength(2);
    expect(sessions[first.customerHash][0]).toHaveProperty('date');
    await t.app.inject({ url: '/api/admin/export/users', headers: { cookie: admin } });
    const logs = await t.db.select().from(securityLogs).where(eq(securityLogs.action, 'admin_export'));
    expect(logs.length).toBeGreaterThan(0);
  });
});

describe("the admin's counts and the customer's", () => {
  it("count a customer's sessions as the customer's own tiles do, measurement entries apart", async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const entries = [
      { device: 'Anti-turtle Sleeves', duration: 1, date: '2026-11-10T10:00:00Z' },
      { device: 'Pills', duration: 20, date: '2026-11-11T10:00:00Z' },
      { device: 'Measurement Update', duration: 0, length: 6.5, girth: 5, date: '2026-11-12T10:00:00Z' },
      { device: 'Measurement Update', duration: 0, length: 6.6, date: '2026-11-13T10:00:00Z' },
    ];
    for (const payload of entries) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { cookie },
        payload,
      });
      expect(response.statusCode).toBe(201);
    }
    const tiles = (await t.app.inject({ url: '/api/sessions/stats', headers: { cookie } })).json();
    expect(tiles).toEqual({ sessions: 2, minutes: 21, days: 2 });

    const all = (
      await t.app.inject({ url: '/api/admin/users?pageSize=200', headers: { cookie: admin } })
    ).json();
    const row = all.customers.find((c: { email: string | null }) => c.email === email);
    expect(row.sessionCount).toBe(tiles.sessions);
    // The measurement entries are counted apart; the newest entry, a measurement, is the last activity.
    expect(row).toMatchObject({ measurementCount: 2, lastActivity: '2026-11-13T10:00:00.000Z' });
  });
});
