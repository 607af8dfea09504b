import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMapping } from '../db/schema/accounts.ts';
import { storeSessions } from '../db/schema/store-and-privacy.ts';
import { registerUser, signIn, tokenFromMail } from '../test/factories.ts';
import { signStoreProof } from '../test/store-signing.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SHARED = 'theme-shared-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STORE_SHARED_SECRET: SHARED,
    STORE_URL: 'https://shop.example',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
});
afterAll(() => t.close());

const sessionRoutes = (hash: string) => [
  { method: 'GET' as const, url: `/api/sessions?customer_hash=${hash}` },
  { method: 'GET' as const, url: `/api/sessions/stats?customer_hash=${hash}` },
  { method: 'GET' as const, url: `/api/sessions/export?customer_hash=${hash}` },
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

async function expectAllRefused(hash: string, headers: Record<string, string> = {}) {
  for (const route of sessionRoutes(hash)) {
    const response = await t.app.inject({ ...route, headers });
    expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
  }
}

const openSession = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/customer/session', payload });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const logSession = (headers: Record<string, string>, duration: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers,
    payload: { device: 'Anti-turtle Sleeves', duration },
  });
const durations = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ url: '/api/sessions', headers });
  expect(response.statusCode).toBe(200);
  return response.json().map((s: { duration: number }) => s.duration);
};

async function waitForMail(to: string, subject: RegExp) {
  for (let i = 0; i < 100; i++) {
    const mail = t.mails.filter((m) => m.to === to && subject.test(m.subject)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

describe('a customer hash names a customer but proves nothing', () => {
  it('an unknown hash gets 401 on every session route', async () => {
    await expectAllRefused('made-up-hash-123');
  });

  it("an account's hash alone cannot read, export or delete its data, before or after logout and reset", async () => {
    const { email } = await registerUser(t.app);
    const alice = await signIn(t.app, email);
    const aliceHash = (
      await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie: alice } })
    ).json().customerHash as string;
    expect((await logSession({ cookie: alice }, 9)).statusCode).toBe(201);

    await expectAllRefused(aliceHash);
    expect(await durations({ cookie: alice })).toEqual([9]);

    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: alice } });
    await expectAllRefused(aliceHash, { cookie: alice });

    const again = await signIn(t.app, email);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const token = tokenFromMail(await waitForMail(email, /reset/i));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'a-new-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    await expectAllRefused(aliceHash, { cookie: again });
    expect(await durations({ cookie: await signIn(t.app, email, 'a-new-password-1') })).toEqual([9]);
  });

  it('a signed-in user acts as their own hash whatever hash the query names', async () => {
    const alice = await signIn(t.app, (await registerUser(t.app)).email);
    const aliceHash = (
      await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie: alice } })
    ).json().customerHash;
    await logSession({ cookie: alice }, 7);
    const bob = await signIn(t.app, (await registerUser(t.app)).email);
    const asBob = await t.app.inject({
      url: `/api/sessions?customer_hash=${aliceHash}`,
      headers: { cookie: bob },
    });
    expect(asBob.json()).toHaveLength(0);
  });
});

describe('store sessions from a signed embed URL', () => {
  it('a fresh store proof opens a store session: cookie and bearer token, recorded hash, hash alone refused', async () => {
    const response = await openSession(signStoreProof(SHARED, '777'));
    expect(response.statusCode).toBe(200);
    const { customerHash, authenticated, token, expiresAt } = response.json();
    expect(authenticated).toBe(true);
    expect(customerHash).toMatch(/^[0-9a-f]{32}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(
      await t.db.select().from(customerMapping).where(eq(customerMapping.customerHash, customerHash)),
    ).toHaveLength(1);
    // The server keeps a digest of the token, never the token.
    const stored = await t.db
      .select()
      .from(storeSessions)
      .where(eq(storeSessions.customerHash, customerHash));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenDigest).not.toBe(token);

    const cookie = response.cookies.find((c) => c.name === 'tracker.customer');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.value).toBe(token);

    expect((await logSession(bearer(token), 12)).statusCode).toBe(201);
    expect(await durations(bearer(token))).toEqual([12]);
    expect(await durations({ cookie: `tracker.customer=${token}` })).toEqual([12]);
    const lookup = await t.app.inject({ url: '/api/customer/hash', headers: bearer(token) });
    expect(lookup.json()).toEqual({ customerHash, authenticated: true });
    await expectAllRefused(customerHash);
  });

  it('a proof works once, only while fresh, and only with the right signature', async () => {
    const proof = signStoreProof(SHARED, '778');
    expect((await openSession(proof)).statusCode).toBe(200);
    const replay = await openSession(proof);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/expired or was already used/);

    const elevenMinutesAgo = Math.floor(Date.now() / 1000) - 11 * 60;
    expect((await openSession(signStoreProof(SHARED, '779', elevenMinutesAgo))).statusCode).toBe(401);
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect((await openSession(signStoreProof(SHARED, '779', inAnHour))).statusCode).toBe(401);
    const forged = { ...signStoreProof(SHARED, '779'), customer_id: '780' };
    expect((await openSession(forged)).statusCode).toBe(401);
    expect((await openSession(signStoreProof('another-secret-0123456789', '779'))).statusCode).toBe(401);
    expect((await openSession({ customer_id: '779' })).statusCode).toBe(400);
  });

  it('a GET never sets an identity (no login CSRF): the old signed lookup is ignored', async () => {
    const proof = signStoreProof(SHARED, '781');
    const response = await t.app.inject({
      url: `/api/customer/hash?customer_id=781&issued_at=${proof.issued_at}&signature=${proof.signature}`,
    });
    expect(response.json()).toEqual({ customerHash: null, authenticated: false });
    expect(response.cookies.find((c) => c.name === 'tracker.customer')).toBeUndefined();
  });

  it('logout revokes the store session on the server', async () => {
    const { token } = (await openSession(signStoreProof(SHARED, '782'))).json();
    expect((await t.app.inject({ url: '/api/sessions', headers: bearer(token) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'tracker.customer')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/sessions', headers: bearer(token) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/sessions', headers: { cookie: `tracker.customer=${token}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('a store session ends after its idle timeout and after its absolute lifetime', async () => {
    const idle = (await openSession(signStoreProof(SHARED, '783'))).json();
    const old = (await openSession(signStoreProof(SHARED, '784'))).json();
    await t.db
      .update(storeSessions)
      .set({ lastSeenAt: sql`now() - interval '121 minutes'` })
      .where(eq(storeSessions.customerHash, idle.customerHash));
    await t.db
      .update(storeSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(storeSessions.customerHash, old.customerHash));
    expect((await t.app.inject({ url: '/api/sessions', headers: bearer(idle.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/sessions', headers: bearer(old.token) })).statusCode).toBe(401);
  });

  it('a forged cookie or token is not a session', async () => {
    for (const headers of [
      { cookie: 'tracker.customer=abcdef0123456789abcdef0123456789abcdef01234' },
      bearer('abcdef0123456789abcdef0123456789abcdef01234'),
    ]) {
      expect((await t.app.inject({ url: '/api/sessions', headers })).statusCode).toBe(401);
    }
  });
});

describe("an owner's invitation (the profile embed code)", () => {
  it('opens a store session for the owner hash once; a reset password ends it', async () => {
    const { email } = await registerUser(t.app);
    const owner = await signIn(t.app, email);
    await logSession({ cookie: owner }, 21);
    expect((await t.app.inject({ method: 'POST', url: '/api/customer/invitation' })).statusCode).toBe(401);
    const invitation = (
      await t.app.inject({ method: 'POST', url: '/api/customer/invitation', headers: { cookie: owner } })
    ).json();
    expect(invitation.customer_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(invitation.expires * 1000).toBeLessThanOrEqual(Date.now() + 600_000 + 1000);

    const tampered = await openSession({ ...invitation, expires: invitation.expires + 3600 });
    expect(tampered.statusCode).toBe(401);
    const opened = await openSession(invitation);
    expect(opened.statusCode).toBe(200);
    const { token } = opened.json();
    expect(await durations(bearer(token))).toEqual([21]);
    expect((await openSession(invitation)).statusCode).toBe(401);

    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    const resetToken = tokenFromMail(await waitForMail(email, /reset/i));
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: resetToken, password: 'another-password-2' },
    });
    expect((await t.app.inject({ url: '/api/sessions', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('POST /api/customer/link', () => {
  it('needs proof of the store identity in the same request, never the hash string', async () => {
    const store = (await openSession(signStoreProof(SHARED, '9001'))).json();
    await logSession(bearer(store.token), 33);
    const dana = await signIn(t.app, (await registerUser(t.app)).email);
    const danaHash = (
      await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie: dana } })
    ).json().customerHash;

    const byHash = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie: dana },
      payload: { customerHash: store.customerHash },
    });
    expect(byHash.statusCode).toBe(403);
    expect(await durations({ cookie: dana })).toEqual([]);

    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie: dana, ...bearer(store.token) },
      payload: { customerHash: store.customerHash },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ customerHash: danaHash, linked: true });
    expect(await durations({ cookie: dana })).toEqual([33]);
    // The store identity now shows the account's sessions.
    expect(await durations(bearer(store.token))).toEqual([33]);

    const eve = await signIn(t.app, (await registerUser(t.app)).email);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie: eve },
      payload: { proof: signStoreProof(SHARED, '9001', Math.floor(Date.now() / 1000) - 5) },
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toEqual({
      code: 'HASH_OWNED',
      message: 'This customer hash already belongs to an account',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/customer/link',
          payload: { proof: signStoreProof(SHARED, '9002') },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('links with a fresh store proof in the body', async () => {
    const frank = await signIn(t.app, (await registerUser(t.app)).email);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { cookie: frank },
      payload: { proof: signStoreProof(SHARED, '9003') },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().linked).toBe(true);
  });
});

describe('linking moves the routine with the sessions', () => {
  it("moves the store identity's timer, settings and goals; the account's own running timer and goals win", async () => {
    const store = (await openSession(signStoreProof(SHARED, '9010'))).json();
    const asStore = bearer(store.token);
    const put = (url: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers, payload });
    const startTimer = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/timer',
        headers,
        payload: { device: 'Anti-turtle Sleeves', sets: 2, setMinutes: 20, breakMinutes: 5 },
      });
    expect((await startTimer(asStore)).statusCode).toBe(201);
    expect((await put('/api/preferences', asStore, { measurementUnit: 'centimeters' })).statusCode).toBe(200);
    const goals = (target: number) => ({
      goal: { kind: 'minutes', target, device: null },
      restDays: { kind: 'weekdays', weekdays: [7] },
      weekStart: 1,
      reminders: { enabled: false, time: '19:00' },
      timeZone: 'Europe/Berlin',
    });
    expect((await put('/api/goals', asStore, goals(120))).statusCode).toBe(200);
    const target = (value: number) => ({ value, unit: 'inches', date: '2099-01-01' });
    expect((await put('/api/goals/targets/length', asStore, target(7))).statusCode).toBe(200);
    expect((await put('/api/goals/targets/girth', asStore, target(5))).statusCode).toBe(200);

    // Gina has her own running timer and goal.
    const gina = { cookie: await signIn(t.app, (await registerUser(t.app)).email) };
    const own = await startTimer(gina);
    expect(own.statusCode).toBe(201);
    expect((await put('/api/goals', gina, goals(300))).statusCode).toBe(200);
    expect((await put('/api/goals/targets/length', gina, target(8))).statusCode).toBe(200);

    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/customer/link',
      headers: { ...gina, ...asStore },
      payload: { customerHash: store.customerHash },
    });
    expect(linked.statusCode).toBe(200);
    const ginaHash = linked.json().customerHash;

    const timer = (await t.app.inject({ url: '/api/timer', headers: gina })).json().timer;
    expect(timer.id).toBe(own.json().id);
    const timers = await t.db.execute<{ status: string }>(
      sql`select status from session_timers where customer_hash = ${ginaHash} order by id`,
    );
    expect(timers.rows.map((row) => row.status)).toEqual(['discarded', 'running']);
    // Saving her goals gave Gina settings of her own: they stay (no unit chosen), the store identity's go.
    expect((await t.app.inject({ url: '/api/preferences', headers: gina })).json()).toMatchObject({
      measurementUnit: null,
    });
    expect((await t.app.inject({ url: '/api/goals', headers: gina })).json().goal).toEqual({
      kind: 'minutes',
      target: 300,
      device: null,
    });
    const left = await t.db.execute<{ count: number }>(sql`
      select (select count(*) from session_timers where customer_hash = ${store.customerHash})
           + (select count(*) from customer_settings where customer_hash = ${store.customerHash})
           + (select count(*) from weekly_goals where customer_hash = ${store.customerHash})
           + (select count(*) from rest_plans where customer_hash = ${store.customerHash})
           + (select count(*) from measure_targets where customer_hash = ${store.customerHash}) as count`);
    expect(Number(left.rows[0]?.count)).toBe(0);
    // Her own length target stays; the store identity's girth target, which she had not, comes over.
    const targets = (await t.app.inject({ url: '/api/goals/targets', headers: gina })).json().targets;
    expect(targets.map((each: { point: string; value: number }) => [each.point, each.value])).toEqual([
      ['length', 8],
      ['girth', 5],
    ]);
  });
});

describe('store login redirect', () => {
  it('goes only to paths of this app', async () => {
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

  it('warns loudly in the log when it starts in production', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const open = await createTestApp(
      {
        CUSTOMER_HASH_MODE: 'open',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://tracker.example',
        TRUST_PROXY: '1',
      },
      undefined,
      logStream,
    );
    try {
      const warning = lines
        .map((line) => JSON.parse(line))
        .find((line) => /CUSTOMER_HASH_MODE=open/.test(line.msg));
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toMatch(/anyone who learns or guesses a customer hash/);
    } finally {
      await open.close();
    }
  });
});
