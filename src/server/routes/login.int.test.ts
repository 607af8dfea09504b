import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeLoginSessions, authSessions, securityLogs, users } from '../db/schema/accounts.ts';
import { registerUser, sessionCookie, signIn, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers: cookie ? { cookie } : {} });

async function actions(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const rows = await t.db
    .select()
    .from(securityLogs)
    .where(eq(securityLogs.userId, user?.id ?? ''));
  return rows.map((row) => row.action);
}

describe('POST /api/login', () => {
  it('signs in by email in any case and GET /api/user answers the client view only', async () => {
    const { email, username } = await registerUser(t.app);
    const response = await login({ email: email.toUpperCase(), password: 'secret12' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'tracker.sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: sessionCookie(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ username, name: username, email, emailVerified: false, isAdmin: false });
    expect(await actions(email)).toContain('login_success');
  });

  it('answers 401 when signed out', async () => {
    const me = await t.app.inject({ url: '/api/user' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in required' });
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await login({ email, password: 'not-the-password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(unknown.body).toBe(wrong.body);
    expect(await actions(email)).toContain('login_failure');
  });

  it('locks the account after five failures, even for the right password, until the lock ends', async () => {
    const { email } = await registerUser(t.app);
    for (let i = 1; i <= 4; i++)
      expect((await login({ email, password: 'wrong-pass' })).statusCode).toBe(401);
    const fifth = await login({ email, password: 'wrong-pass' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed sign-in attempts. Your account is locked; try again in 15 minutes.',
      minutes: 15,
    });
    const right = await login({ email, password: 'secret12' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', minutes: 15 });
    expect(right.headers['retry-after']).toBeDefined();
    expect(await actions(email)).toEqual(expect.arrayContaining(['account_locked', 'login_locked']));

    await t.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    expect((await login({ email, password: 'secret12' })).statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.loginAttempts).toBe(0);
    expect(user?.lockedUntil).toBeNull();
  });

  it('holds the lock under 20 parallel wrong guesses, and the right guess sent after them is refused', async () => {
    const { email } = await registerUser(t.app);
    const guesses = [
      ...Array.from({ length: 20 }, (_, i) => login({ email, password: `wrong-pass-${i}` })),
      login({ email, password: 'secret12' }),
    ];
    const responses = await Promise.all(guesses);
    const right = responses.at(-1);
    expect(right?.statusCode).toBe(429);
    expect(right?.headers['retry-after']).toBeDefined();
    const statuses = responses.slice(0, 20).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.loginAttempts).toBeLessThanOrEqual(5);
    expect(user?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    const logged = await actions(email);
    const failures = logged.filter((action) => action === 'login_failure' || action === 'account_locked');
    expect(failures.length).toBeLessThanOrEqual(5);
    expect(logged).not.toContain('login_success');
  });

  it('a success resets the failure count', async () => {
    const { email } = await registerUser(t.app);
    for (let i = 0; i < 4; i++) await login({ email, password: 'wrong-pass' });
    expect((await login({ email, password: 'secret12' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ email, password: 'wrong-pass' })).statusCode).toBe(401);
  });

  it('issues a new session id at sign-in and lists it in active_sessions', async () => {
    const { email } = await registerUser(t.app);
    const first = await signIn(t.app, email);
    const second = sessionCookie(await login({ email, password: 'secret12' }, first));
    expect(second).not.toBe(first);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const rows = await t.db
      .select()
      .from(activeLoginSessions)
      .where(eq(activeLoginSessions.userId, user?.id ?? ''));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]?.ipAddress).toBe('127.0.0.1');
  });

  it('Remember me gives a 30-day cookie; otherwise a browser-session cookie', async () => {
    const { email } = await registerUser(t.app);
    const remembered = await login({ email, password: 'secret12', rememberMe: true });
    const cookie = remembered.cookies.find((c) => c.name === 'tracker.sid');
    const days = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const plain = await login({ email, password: 'secret12', rememberMe: false });
    const plainCookie = plain.cookies.find((c) => c.name === 'tracker.sid');
    expect(plainCookie?.expires).toBeUndefined();
    expect(plainCookie?.maxAge).toBeUndefined();
  });

  it('stores no session for anonymous requests', async () => {
    const before = await t.db.select().from(authSessions);
    await t.app.inject({ url: '/api/user' });
    await t.app.inject({ url: '/healthz' });
    expect(await t.db.select().from(authSessions)).toHaveLength(before.length);
  });
});

describe('POST /api/logout', () => {
  it('destroys the session on the server, so the old cookie no longer works', async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const sid = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(await t.db.select().from(authSessions).where(eq(authSessions.sid, sid))).toHaveLength(1);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.sid, sid))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(activeLoginSessions)
        .where(and(eq(activeLoginSessions.loginSessionId, sid))),
    ).toHaveLength(0);
    const me = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(await actions(email)).toContain('logout');
  });
});
