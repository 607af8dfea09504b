import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs, users } from '../db/schema/accounts.ts';
import { registerUser, signIn, tokenFromMail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (query: string) => t.app.inject({ url: `/api/verify-email?${query}` });
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('GET /api/verify-email', () => {
  it('verifies with the emailed token and redirects to /email-verified; the token works once', async () => {
    const { email } = await registerUser(t.app);
    const token = tokenFromMail(t.mails.at(-1));
    const good = await verify(`token=${token}`);
    expect(good.statusCode).toBe(303);
    expect(good.headers.location).toBe('/email-verified');
    const user = await userByEmail(email);
    expect(user?.emailVerified).toBe(true);
    expect(user?.verificationToken).toBeNull();
    const logs = await t.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.userId, user?.id ?? ''));
    expect(logs.map((l) => l.action)).toContain('email_verified');

    const reused = await verify(`token=${token}`);
    expect(reused.statusCode).toBe(303);
    expect(reused.headers.location).toBe('/email-verified?status=invalid');
  });

  it('refuses an expired token', async () => {
    const { email } = await registerUser(t.app);
    const token = tokenFromMail(t.mails.at(-1));
    await t.db
      .update(users)
      .set({ verificationTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    expect((await verify(`token=${token}`)).headers.location).toBe('/email-verified?status=invalid');
    expect((await userByEmail(email))?.emailVerified).toBe(false);
  });

  it('finds the token inside full_url and nested_url', async () => {
    const { email } = await registerUser(t.app);
    const token = tokenFromMail(t.mails.at(-1));
    const nested = encodeURIComponent(
      `https://click.example/?nested_url=${encodeURIComponent(`http://localhost:3000/verify-email?token=${token}`)}`,
    );
    expect((await verify(`full_url=${nested}`)).headers.location).toBe('/email-verified');
    expect((await userByEmail(email))?.emailVerified).toBe(true);
  });

  it('a made-up token or none at all is invalid', async () => {
    expect((await verify('token=made-up')).headers.location).toBe('/email-verified?status=invalid');
    expect((await verify('')).headers.location).toBe('/email-verified?status=invalid');
  });
});

describe('POST /api/resend-verification', () => {
  it('sends a new link that replaces the old one', async () => {
    const { email } = await registerUser(t.app);
    const oldToken = tokenFromMail(t.mails.at(-1));
    const cookie = await signIn(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resend-verification',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const newToken = tokenFromMail(t.mails.at(-1));
    expect(newToken).not.toBe(oldToken);
    expect((await verify(`token=${oldToken}`)).headers.location).toBe('/email-verified?status=invalid');
    expect((await verify(`token=${newToken}`)).headers.location).toBe('/email-verified');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/resend-verification',
      headers: { cookie },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'ALREADY_VERIFIED', message: 'Your email is already verified' });
  });

  it('answers 401 when signed out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/resend-verification' });
    expect(response.statusCode).toBe(401);
  });
});

describe('isAdmin', () => {
  it('is true only for a verified email listed in ADMIN_EMAILS', async () => {
    await registerUser(t.app, 'admin@example.com');
    const token = tokenFromMail(t.mails.at(-1));
    const cookie = await signIn(t.app, 'admin@example.com');
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).json().isAdmin).toBe(false);
    await verify(`token=${token}`);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).json().isAdmin).toBe(true);
  });
});
