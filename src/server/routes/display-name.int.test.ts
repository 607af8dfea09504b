import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// PATCH /api/user (docs/decisions/051): the signed-in user's display name (`name`); the username stays.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const rename = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/user',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const stored = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('PATCH /api/user', () => {
  it('saves the name trimmed, with its spaces collapsed, and answers the user as GET /api/user does', async () => {
    const { email, username } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const response = await rename(cookie, { name: '  Sam   Custom-Fit  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username,
      name: 'Sam Custom-Fit',
      email,
      emailVerified: false,
      isAdmin: false,
    });
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).json().name).toBe(
      'Sam Custom-Fit',
    );
    const row = await stored(email);
    expect(row?.name).toBe('Sam Custom-Fit');
    // The username is an identifier (exports, the device's offline copy): it does not change.
    expect(row?.username).toBe(username);
  });

  it("takes letters of any script, digits and . _ - '", async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    for (const name of ['Zoë', "O'Brien", 'sam.custom_118', 'Jürgen Müller', '李雷', 'José 2']) {
      const response = await rename(cookie, { name });
      expect(response.statusCode, name).toBe(200);
      expect((await stored(email))?.name).toBe(name);
    }
  });

  it('refuses an empty, too long or oddly written name with 400 VALIDATION on the field', async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const before = (await stored(email))?.name;
    const cases: [unknown, string][] = [
      ['   ', 'Enter a name'],
      ['x'.repeat(51), 'Name must be at most 50 characters'],
      ['<script>', "Use letters, numbers, spaces and . _ - ' only"],
      ['Sam\u200b', "Use letters, numbers, spaces and . _ - ' only"],
      ['Sam 😀', "Use letters, numbers, spaces and . _ - ' only"],
      [42, 'Enter a name'],
    ];
    for (const [name, message] of cases) {
      const response = await rename(cookie, { name });
      expect(response.statusCode, String(name)).toBe(400);
      expect(response.json(), String(name)).toMatchObject({ code: 'VALIDATION', field: 'name' });
      expect(response.json().message, String(name)).toContain(message);
    }
    expect((await rename(cookie, {})).statusCode).toBe(400);
    expect((await stored(email))?.name).toBe(before);
    // 50 characters is the limit, not over it.
    expect((await rename(cookie, { name: 'y'.repeat(50) })).statusCode).toBe(200);
  });

  it('needs a signed-in user, and changes only their own name', async () => {
    const signedOut = await rename(undefined, { name: 'Nobody' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().code).toBe('UNAUTHENTICATED');

    const alex = await registerUser(t.app);
    const blair = await registerUser(t.app);
    const blairCookie = await signIn(t.app, blair.email);
    // Naming someone else in the body changes nothing of theirs: the body holds only the name.
    const response = await rename(blairCookie, {
      name: 'Blair',
      email: alex.email,
      username: alex.username,
      isAdmin: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: blair.email, name: 'Blair', isAdmin: false });
    expect((await stored(alex.email))?.name).toBe(alex.name);
    expect((await stored(blair.email))?.username).toBe(blair.username);
  });
});
