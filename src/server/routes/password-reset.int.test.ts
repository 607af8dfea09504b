import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs, users } from '../db/schema/accounts.ts';
import { registerUser, signIn, tokenFromMail, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });
const check = (token: string) =>
  t.app.inject({ url: `/api/reset-password?token=${encodeURIComponent(token)}` });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

async function resetToken(email: string): Promise<string> {
  const before = t.mails.length;
  expect((await forgot(email)).statusCode).toBe(200);
  await t.app.tasks.idle();
  expect(t.mails.length).toBe(before + 1);
  const mail = t.mails.at(-1);
  expect(mail?.subject).toBe('Reset your password');
  expect(mail?.text).toContain('http://localhost:3000/reset-password?token=');
  return tokenFromMail(mail);
}

describe('password reset', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { email } = await registerUser(t.app);
    const mailsBefore = t.mails.length;
    const known = await forgot(email);
    const unknown = await forgot(uniqueEmail('ghost'));
    await t.app.tasks.idle();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      message: 'If an account with that email exists, you will receive a password reset link.',
    });
    expect(t.mails.length).toBe(mailsBefore + 1);
  });

  it('answers before the reset email is sent, so its delivery time cannot tell a known email', async () => {
    const { email } = await registerUser(t.app);
    const mailsBefore = t.mails.length;
    const release = t.holdMails();
    try {
      const known = await forgot(email);
      const unknown = await forgot(uniqueEmail('ghost'));
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(known.body).toBe(unknown.body);
      expect(t.mails.length).toBe(mailsBefore);
    } finally {
      release();
    }
    await t.app.tasks.idle();
    expect(t.mails.slice(mailsBefore).map((mail) => [mail.to, mail.subject])).toEqual([
      [email, 'Reset your password'],
    ]);
  });

  it('resets with a good token, ends other sessions, and the token works once', async () => {
    const { email } = await registerUser(t.app);
    const otherDevice = await signIn(t.app, email);
    const token = await resetToken(email);
    expect((await check(token)).json()).toEqual({ valid: true });
    const response = await reset(token, 'brand-new-pass');
    expect(response.statusCode).toBe(200);
    expect((await login(email, 'secret12')).statusCode).toBe(401);
    expect((await login(email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: otherDevice } })).statusCode).toBe(401);
    expect((await check(token)).json()).toEqual({ valid: false });
    const reused = await reset(token, 'another-pass-1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid or expired token' });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const logs = await t.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.userId, user?.id ?? ''));
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset']),
    );
  });

  it('refuses an expired token', async () => {
    const { email } = await registerUser(t.app);
    const token = await resetToken(email);
    await t.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    expect((await check(token)).json()).toEqual({ valid: false });
    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(400);
    expect((await login(email, 'secret12')).statusCode).toBe(200);
  });

  it("never accepts 'test-' tokens", async () => {
    expect((await check('test-anything')).json()).toEqual({ valid: false });
    const response = await reset('test-anything', 'brand-new-pass');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid or expired token' });
  });

  it('checks the 8 to 100 character rule', async () => {
    const { email } = await registerUser(t.app);
    const token = await resetToken(email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters');
    const long = await reset(token, 'x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Password must be less than 100 characters');
    expect((await check(token)).json()).toEqual({ valid: true });
  });

  it('lifts a lockout', async () => {
    const { email } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) await login(email, 'wrong-pass');
    expect((await login(email, 'secret12')).statusCode).toBe(429);
    await reset(await resetToken(email), 'brand-new-pass');
    expect((await login(email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('answers 400 for a missing token query or a bad email', async () => {
    expect((await t.app.inject({ url: '/api/reset-password' })).statusCode).toBe(400);
    const bad = await forgot('nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'VALIDATION',
      message: 'Please enter a valid email address',
      field: 'email',
    });
  });
});
