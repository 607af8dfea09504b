import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { registerUser, signIn, tokenFromMail, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// POST /api/resend-verification with {email}: the "Check your inbox" panel, before anyone is signed in
// (docs/decisions/047). The per-IP auth budget is raised so only the per-address limit (3 an hour) shows.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const ANSWER = {
  message: 'If that address has an account waiting for verification, a new link is on its way.',
};

const resend = (payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/resend-verification',
    ...(payload === undefined ? {} : { payload }),
    headers,
  });
const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);
const verify = (token: string) => t.app.inject({ url: `/api/verify-email?token=${token}` });

describe('POST /api/resend-verification {email}', () => {
  it('mails a new link, once per request, that replaces the one registration sent', async () => {
    const { email } = await registerUser(t.app);
    const first = tokenFromMail(mailsTo(email).at(-1));
    const response = await resend({ email: email.toUpperCase() });
    await t.app.tasks.idle();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ANSWER);
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(email).at(-1)?.subject).toBe(mailsTo(email).at(0)?.subject);
    const second = tokenFromMail(mailsTo(email).at(-1));
    expect((await verify(first)).headers.location).toBe('/email-verified?status=invalid');
    expect((await verify(second)).headers.location).toBe('/email-verified');
  });

  it('answers the same for an unknown and a verified address, and mails neither', async () => {
    const { email: verified } = await registerUser(t.app);
    await verify(tokenFromMail(mailsTo(verified).at(-1)));
    const { email: waiting } = await registerUser(t.app);
    const ghost = uniqueEmail('ghost');
    const mailsBefore = t.mails.length;
    const answers = [
      await resend({ email: waiting }),
      await resend({ email: ghost }),
      await resend({ email: verified }),
    ];
    await t.app.tasks.idle();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(answers[0]?.headers['content-type']);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(t.mails.length).toBe(mailsBefore + 1);
    expect(t.mails.at(-1)?.to).toBe(waiting);
    expect(mailsTo(ghost)).toEqual([]);
  });

  it('answers before the email is sent, so its timing cannot tell an address with an account', async () => {
    const { email } = await registerUser(t.app);
    const mailsBefore = t.mails.length;
    const release = t.holdMails();
    try {
      expect((await resend({ email })).statusCode).toBe(200);
      expect(t.mails.length).toBe(mailsBefore);
    } finally {
      release();
    }
    await t.app.tasks.idle();
    expect(t.mails.length).toBe(mailsBefore + 1);
  });

  it('allows 3 an hour per address, then 429 RATE_LIMITED, unknown addresses alike', async () => {
    const { email } = await registerUser(t.app);
    const ghost = uniqueEmail('ghost');
    for (const address of [email, ghost]) {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await resend({ email: address })).statusCode);
      expect(codes, address).toEqual([200, 200, 200, 429]);
    }
    await t.app.tasks.idle();
    expect(mailsTo(email)).toHaveLength(1 + 3);
    const refused = await resend({ email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 60 minutes.',
      minutes: 60,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address has its own budget.
    expect((await resend({ email: uniqueEmail('other') })).statusCode).toBe(200);
  });

  it('refuses a malformed address with 400 VALIDATION', async () => {
    const response = await resend({ email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });

  it('keeps no address in the rate limits', async () => {
    const { email } = await registerUser(t.app);
    await resend({ email });
    await t.app.tasks.idle();
    const keys = await t.pool.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(keys.rows.length).toBeGreaterThan(0);
    expect(keys.rows.some((row) => row.key.includes('@'))).toBe(false);
  });
});

describe('POST /api/resend-verification signed in', () => {
  it('still needs no body, and allows 3 an hour per account', async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await resend(undefined, { cookie })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    expect(mailsTo(email)).toHaveLength(1 + 3);
  });

  it('signed out with no address is still 401, however often', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await resend()).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401]);
  });
});
