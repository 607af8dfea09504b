import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMapping, securityLogs, users } from '../db/schema/accounts.ts';
import { buildRegistration, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('creates the account, a customer hash and sends the verification email', async () => {
    const body = buildRegistration('New.Person@Example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    await t.app.tasks.idle();
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json.user).toEqual({
      username: body.username,
      name: body.name,
      email: 'new.person@example.com',
      emailVerified: false,
      isAdmin: false,
    });
    expect(response.body).not.toContain('password');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'new.person@example.com'));
    expect(user?.password).toMatch(/^\$argon2id\$/);
    expect(user?.password).not.toContain(body.password);
    expect(user?.verificationToken).toMatch(/^[0-9a-f]{64}$/);
    const [mapping] = await t.db
      .select()
      .from(customerMapping)
      .where(eq(customerMapping.userId, user?.id ?? ''));
    expect(mapping?.customerHash).toMatch(/^[0-9a-f]{32}$/);
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('new.person@example.com');
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html).toContain('/verify-email?token=');
    const logs = await t.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.userId, user?.id ?? ''));
    expect(logs.map((l) => l.action)).toContain('register');
  });

  it('answers a taken email, in any case, exactly as a new one, and mails its owner instead', async () => {
    const email = uniqueEmail('dup');
    const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register', payload });
    const first = await register(buildRegistration(email));
    await t.app.tasks.idle();
    const mailsBefore = t.mails.length;
    const again = await register(buildRegistration(email.toUpperCase(), 'another-pass-1'));
    await t.app.tasks.idle();
    expect(again.statusCode).toBe(201);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    const shape = (json: { message: string; user: Record<string, unknown> }) => ({
      message: json.message,
      user: Object.fromEntries(Object.entries(json.user).map(([key, value]) => [key, typeof value])),
    });
    expect(shape(again.json())).toEqual(shape(first.json()));
    expect(again.json()).toEqual({
      message: 'Your account has been created successfully. A verification email has been sent.',
      user: {
        username: expect.any(String),
        name: expect.any(String),
        email,
        emailVerified: false,
        isAdmin: false,
      },
    });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    const sent = t.mails.slice(mailsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(email);
    expect(sent[0]?.subject).toBe('You already have an account');
    expect(sent[0]?.text).toContain('Someone tried to create an account with this email address');
    expect(sent[0]?.text).toContain('Sign in: http://localhost:3000/auth');
    expect(sent[0]?.text).toContain('Forgot your password?');
    expect(sent[0]?.html).toContain('href="http://localhost:3000/auth"');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'secret12' } }))
        .statusCode,
    ).toBe(200);
  });

  it('two registrations of one email at once give one account and the same answer', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      [buildRegistration(email), buildRegistration(email)].map((payload) =>
        t.app.inject({ method: 'POST', url: '/api/register', payload }),
      ),
    );
    await t.app.tasks.idle();
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(
      t.mails
        .filter((mail) => mail.to === email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Verify your email address', 'You already have an account']);
  });

  it('answers before any email is sent, for a new account and for a taken email', async () => {
    const email = uniqueEmail('held');
    const release = t.holdMails();
    try {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: buildRegistration(email),
      });
      expect(created.statusCode).toBe(201);
      // The account exists when the answer comes: the user signs in next.
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: buildRegistration(email),
      });
      expect(again.statusCode).toBe(201);
      expect(t.mails.filter((mail) => mail.to === email)).toHaveLength(0);
    } finally {
      release();
    }
    await t.app.tasks.idle();
    expect(
      t.mails
        .filter((mail) => mail.to === email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Verify your email address', 'You already have an account']);
  });

  it('gives a fresh username when the derived one is taken', async () => {
    const first = buildRegistration(uniqueEmail('same'));
    const second = {
      ...buildRegistration(uniqueEmail('same')),
      username: first.username,
      name: first.username,
    };
    await t.app.inject({ method: 'POST', url: '/api/register', payload: first });
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: second });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.username).not.toBe(first.username);
    expect(response.json().user.name).toBe(response.json().user.username);
  });

  it.each([
    [{ ...buildRegistration(), email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...buildRegistration(), password: '12345' }, 'Password must be at least 6 characters'],
    [{ ...buildRegistration(), username: '' }, 'Username is required'],
    [{ email: 'a@example.com' }, ''],
  ])('answers 400 with a message for a bad body %#', async (payload, message) => {
    const before = await t.db.select({ id: users.id }).from(users);
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});
