import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../db/schema/accounts.ts';
import { registerUser, signIn, tokenFromMail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A customer request of a signed-in account reads its login session and nothing else to know who is
// asking (the account's hash is kept in the session at sign-in; docs/decisions/031). Sign-out, a password
// reset and the end of a session must still take effect on the very next request.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
const list = (cookie: string) => t.app.inject({ url: '/api/sessions?limit=5', headers: { cookie } });
const logMeasurement = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie },
    payload: { device: 'Measurement Update', duration: 0, length: 6.5, measurementUnit: 'inches' },
  });
const storedSession = async (cookie: string) => {
  const [row] = await t.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.sid, sidOf(cookie)));
  return row?.sess as Record<string, unknown> | undefined;
};

describe('a signed-in customer request', () => {
  it("lists the account's own entries, and nobody else's once signed out", async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    expect((await logMeasurement(cookie)).statusCode).toBe(201);
    const before = await list(cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json().map((entry: { length: number }) => entry.length)).toEqual([6.5]);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await list(cookie)).statusCode).toBe(401);
    expect((await logMeasurement(cookie)).statusCode).toBe(401);
  });

  it('stops working on the next request once a password reset ends the session', async () => {
    const { email } = await registerUser(t.app);
    const otherDevice = await signIn(t.app, email);
    expect((await list(otherDevice)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    await t.app.tasks.idle();
    const token = tokenFromMail(t.mails.at(-1));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await list(otherDevice)).statusCode).toBe(401);
  });

  it('stops working once the session has run out', async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    await t.db
      .update(authSessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(authSessions.sid, sidOf(cookie)));
    expect((await list(cookie)).statusCode).toBe(401);
  });

  it('keeps working with a session signed in before hashes were kept, and keeps the hash from then on', async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const kept = (await storedSession(cookie))?.customerHash;
    expect(kept).toMatch(/^[0-9a-f]{32}$/);
    await t.db
      .update(authSessions)
      .set({ sess: sql`${authSessions.sess} - 'customerHash'` })
      .where(eq(authSessions.sid, sidOf(cookie)));
    expect((await logMeasurement(cookie)).statusCode).toBe(201);
    expect((await list(cookie)).json()).toHaveLength(1);
    expect((await storedSession(cookie))?.customerHash).toBe(kept);
  });

  it('extends a browser session past half its day, with no write before that', async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email, 'secret12', false);
    const fresh = await storedSession(cookie);
    expect((await list(cookie)).statusCode).toBe(200);
    expect((await storedSession(cookie))?.expiresAt).toBe(fresh?.expiresAt);
    const halfGone = Date.now() + 11 * 3600_000;
    await t.db
      .update(authSessions)
      .set({ sess: sql`jsonb_set(${authSessions.sess}, '{expiresAt}', ${String(halfGone)}::jsonb)` })
      .where(eq(authSessions.sid, sidOf(cookie)));
    expect((await list(cookie)).statusCode).toBe(200);
    const extended = (await storedSession(cookie))?.expiresAt as number;
    expect(extended).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });
});
