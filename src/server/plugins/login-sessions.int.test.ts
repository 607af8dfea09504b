import { Signer } from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../db/schema/accounts.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The login session plugin (docs/decisions/031): one read for a request with the cookie, none without,
// and a write only when a request changed the session.

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
const row = async (cookie: string) =>
  (
    await t.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.sid, sidOf(cookie)))
  )[0];
const setCookies = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat() as string[];

describe('login sessions', () => {
  it('store nothing and set no cookie for a visitor who is not signed in', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(authSessions))[0]?.n;
    const answer = await t.app.inject({ url: '/api/app-config' });
    expect(answer.statusCode).toBe(200);
    expect(setCookies(answer.headers)).toEqual([]);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(authSessions))[0]?.n;
    expect(after).toBe(before);
  });

  it('write nothing and set no cookie when a signed-in request only reads', async () => {
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    const before = await row(cookie);
    const answer = await t.app.inject({ url: '/api/sessions', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(setCookies(answer.headers)).toEqual([]);
    expect(await row(cookie)).toEqual(before);
  });

  it('clear the cookie of a session that is gone, or of a forged one, and treat the visitor as signed out', async () => {
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    await t.db.delete(authSessions).where(eq(authSessions.sid, sidOf(cookie)));
    const forged = `tracker.sid=${encodeURIComponent(new Signer('x'.repeat(40), 'sha256').sign(sidOf(cookie)))}`;
    for (const stale of [cookie, forged]) {
      const answer = await t.app.inject({ url: '/api/user', headers: { cookie: stale } });
      expect(answer.statusCode).toBe(401);
      expect(setCookies(answer.headers)).toEqual([
        expect.stringMatching(/^tracker\.sid=;.*Expires=Thu, 01 Jan 1970/),
      ]);
    }
  });

  it('keep working for a session stored by @fastify/session before, cookie object and all', async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const stored = (await row(cookie))?.sess as Record<string, unknown>;
    const old = {
      cookie: {
        originalMaxAge: null,
        expires: null,
        secure: false,
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
      },
      userId: stored.userId,
      remember: false,
      expiresAt: stored.expiresAt,
    };
    await t.db
      .update(authSessions)
      .set({ sess: old })
      .where(eq(authSessions.sid, sidOf(cookie)));
    const me = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
    expect((await t.app.inject({ url: '/api/sessions', headers: { cookie } })).statusCode).toBe(200);
    // The cookie it was signed with still verifies: the same HMAC-SHA256 with the same secret.
    expect(new Signer(SECRET, 'sha256').unsign(decodeURIComponent(cookie.split('=')[1] ?? '')).valid).toBe(
      true,
    );
  });
});
