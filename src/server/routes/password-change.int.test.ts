import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeLoginSessions, authSessions, securityLogs, users } from '../db/schema/accounts.ts';
import { registerUser, sessionCookie, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// POST /api/user/password (docs/decisions/051): the current password, then the new one by registration's
// rule; every other login session ends, this one stays; the account is emailed.
let t: TestApp;
let lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT_MAX: '1000' }, (url) => url, logStream);
});
afterAll(() => t.close());

const change = (cookie: string | undefined, payload: object, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/password',
    headers: cookie ? { cookie } : {},
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const me = (cookie: string) => t.app.inject({ url: '/api/user', headers: { cookie } });
const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const activeRows = async (userId: string) =>
  (await t.db.select().from(activeLoginSessions).where(eq(activeLoginSessions.userId, userId))).map(
    (row) => row.loginSessionId,
  );

describe('POST /api/user/password', () => {
  it('changes the password, ends the other login sessions (their rows too), keeps this one and emails', async () => {
    const { email } = await registerUser(t.app);
    const here = await signIn(t.app, email);
    const phone = await signIn(t.app, email);
    const laptop = await signIn(t.app, email);
    const user = await userRow(email);
    const before = await activeRows(user?.id ?? '');
    expect(before).toHaveLength(3);
    const mailsBefore = t.mails.length;

    const response = await change(here, { currentPassword: 'secret12', newPassword: 'Fresh-pass-2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password was changed. Your other devices were signed out.',
    });

    // This browser stays signed in; the other two are signed out, on the server too.
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    const left = await activeRows(user?.id ?? '');
    expect(left).toHaveLength(1);
    const stored = (await t.db.select({ sid: authSessions.sid }).from(authSessions)).map((row) => row.sid);
    expect(stored).toContain(left[0]);
    for (const ended of before.filter((id) => id !== left[0])) expect(stored).not.toContain(ended);

    // The new password signs in, the old one no longer does.
    expect((await login(email, 'secret12')).statusCode).toBe(401);
    expect((await login(email, 'Fresh-pass-2')).statusCode).toBe(200);

    await t.app.tasks.idle();
    const mails = t.mails.slice(mailsBefore).filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your password was updated']);
    expect(mails[0]?.text).toContain('every other device signed in to it was signed out');
    expect(mails[0]?.text).toContain('http://localhost:3000/auth');
    expect(mails[0]?.text).not.toContain('Fresh-pass-2');

    const logs = await t.db
      .select({ action: securityLogs.action })
      .from(securityLogs)
      .where(and(eq(securityLogs.userId, user?.id ?? ''), eq(securityLogs.action, 'password_changed')));
    expect(logs).toHaveLength(1);
  });

  it('refuses a wrong current password with a 401 naming the field, and changes nothing', async () => {
    const { email } = await registerUser(t.app);
    const here = await signIn(t.app, email);
    const other = await signIn(t.app, email);
    const hashBefore = (await userRow(email))?.password;
    const response = await change(here, { currentPassword: 'not-my-password', newPassword: 'Fresh-pass-2' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Your current password is not correct',
      field: 'currentPassword',
    });
    expect((await userRow(email))?.password).toBe(hashBefore);
    // Still signed in, here and elsewhere.
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(email, 'secret12')).statusCode).toBe(200);
  });

  it('refuses a weak new password, a missing current one and the same password again', async () => {
    const { email } = await registerUser(t.app);
    const here = await signIn(t.app, email);
    const weak = await change(here, { currentPassword: 'secret12', newPassword: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('Password must be at least 6 characters'),
    });
    const tooLong = await change(here, { currentPassword: 'secret12', newPassword: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Password must be less than 100 characters');
    const missing = await change(here, { newPassword: 'Fresh-pass-2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Enter your current password');
    const same = await change(here, { currentPassword: 'secret12', newPassword: 'secret12' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain('Choose a password different from your current one');
    expect((await login(email, 'secret12')).statusCode).toBe(200);
  });

  it('needs a signed-in user, and changes only their own password', async () => {
    const signedOut = await change(undefined, { currentPassword: 'secret12', newPassword: 'Fresh-pass-2' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().code).toBe('UNAUTHENTICATED');

    const alex = await registerUser(t.app);
    const blair = await registerUser(t.app);
    const blairCookie = await signIn(t.app, blair.email);
    const alexCookie = await signIn(t.app, alex.email);
    // Blair's session, with Alex's (same) password and Alex's email in the body: only Blair's changes.
    const response = await change(blairCookie, {
      currentPassword: 'secret12',
      newPassword: 'Fresh-pass-2',
      email: alex.email,
    });
    expect(response.statusCode).toBe(200);
    expect((await login(alex.email, 'secret12')).statusCode).toBe(200);
    expect((await login(blair.email, 'Fresh-pass-2')).statusCode).toBe(200);
    expect((await me(alexCookie)).statusCode).toBe(200);
  });

  it('ends a store session opened with the account hash (an embed invitation)', async () => {
    const { email } = await registerUser(t.app);
    const owner = await signIn(t.app, email);
    const invitation = await t.app.inject({
      method: 'POST',
      url: '/api/customer/invitation',
      headers: { cookie: owner },
    });
    expect(invitation.statusCode).toBe(200);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/customer/session',
      payload: invitation.json(),
    });
    expect(opened.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${opened.json().token}` };
    expect((await t.app.inject({ url: '/api/sessions', headers: bearer })).statusCode).toBe(200);
    expect(
      (await change(owner, { currentPassword: 'secret12', newPassword: 'Fresh-pass-2' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/sessions', headers: bearer })).statusCode).toBe(401);
  });

  it('writes no password into the logs, on success or failure', async () => {
    const { email } = await registerUser(t.app);
    const here = await signIn(t.app, email);
    lines = [];
    await change(here, { currentPassword: 'Wrong-guess-77', newPassword: 'Fresh-pass-91' });
    await change(here, { currentPassword: 'secret12', newPassword: 'tiny' });
    await change(here, { currentPassword: 'secret12', newPassword: 'Fresh-pass-92' });
    await t.app.tasks.idle();
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of ['secret12', 'Wrong-guess-77', 'Fresh-pass-91', 'tiny', 'Fresh-pass-92']) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('the auth budget', () => {
  it('counts password changes per IP with sign-in, and answers 429 when it is spent', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const { email } = await registerUser(limited.app);
      const remoteAddress = '10.30.0.1';
      // One sign-in from this address, then two tries of the password from it: the budget of 3 is spent.
      const signedIn = await limited.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'secret12' },
        remoteAddress,
      });
      const cookie = sessionCookie(signedIn);
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/user/password',
          headers: { cookie },
          payload: { currentPassword: 'a-wrong-guess', newPassword: 'Fresh-pass-2' },
          remoteAddress,
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const spent = await attempt();
      expect(spent.statusCode).toBe(429);
      expect(spent.json().code).toBe('RATE_LIMITED');
      expect(spent.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
