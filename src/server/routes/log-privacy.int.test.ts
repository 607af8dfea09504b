import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, registerUser, signIn, signInAdmin, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PASSWORD = 'correct horse battery';
let t: TestApp;
let lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const logged = () => lines.join('\n');

let email: string;
let cookie: string;
let hash: string;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info', ADMIN_PASSWORD: PASSWORD, AUTH_RATE_LIMIT_MAX: '1000' },
    (url) => url,
    logStream,
  );
  email = (await registerUser(t.app)).email;
  cookie = await signIn(t.app, email);
  hash = (await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie } })).json().customerHash;
  lines = [];
});
afterEach(async () => {
  await t.pool.query('DROP TRIGGER IF EXISTS refuse_insert ON sessions');
  await t.pool.query('DROP TRIGGER IF EXISTS refuse_insert ON users');
  lines = [];
});
afterAll(() => t.close());

/** Makes every insert into a table fail with an error that quotes the whole row, as some errors do. */
async function refuseInserts(table: 'sessions' | 'users') {
  await t.pool.query(`CREATE OR REPLACE FUNCTION refuse_insert() RETURNS trigger AS $$
    BEGIN
      RAISE EXCEPTION 'refused row %', row_to_json(NEW)::text USING DETAIL = row_to_json(NEW)::text;
    END $$ LANGUAGE plpgsql`);
  await t.pool.query(
    `CREATE TRIGGER refuse_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`,
  );
}

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('log lines', () => {
  it('a failed session insert is logged without the customer hash, the notes or the query parameters', async () => {
    await refuseInserts('sessions');
    const notes = 'private notes about my progress';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie },
      payload: { device: 'Anti-turtle Sleeves', duration: 10, notes, date: '2026-11-05T08:00:00Z' },
    });
    expect(response.statusCode).toBe(500);
    const failure = entries().find((entry) => entry.msg === 'unexpected error');
    expect(failure?.err).toMatchObject({ query: expect.stringMatching(/insert into "?sessions"?/i) });
    expect(JSON.stringify(failure)).toContain('P0001');
    expect(logged()).not.toContain(hash);
    expect(logged()).not.toContain('private notes');
    expect(logged()).not.toContain('params');
  });

  it('a failed account insert is logged without the email, the password hash or the customer hash', async () => {
    await refuseInserts('users');
    const body = buildRegistration(uniqueEmail('refused'));
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(response.statusCode).toBe(500);
    await t.app.tasks.idle();
    expect(entries().some((entry) => entry.msg === 'unexpected error')).toBe(true);
    expect(logged()).not.toContain(body.email);
    expect(logged()).not.toContain(body.email.split('@')[0]);
    expect(logged()).not.toMatch(/\$argon2/);
    expect(logged()).not.toContain('params');
  });

  it('an email that fails after the answer is logged without the address', async () => {
    t.failMails(new Error(`550 5.1.1 <${email}>: Recipient address rejected`));
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      await t.app.tasks.idle();
    } finally {
      t.failMails();
    }
    const failure = entries().find((entry) => entry.msg === 'background task failed');
    expect(failure?.err).toMatchObject({ message: '550 5.1.1 <[email]>: Recipient address rejected' });
    expect(logged()).not.toContain(email.split('@')[0]);
  });

  it('request lines carry the path only, never a query string under any name or encoding', async () => {
    const token = 'tokenvalue1234567890';
    for (const url of [
      `/api/sessions?customer_hash=${hash}`,
      `/api/sessions?customer%5Fhash=${hash}`,
      `/api/sessions?customer%5fHash=${hash}&kind=all`,
      `/?customer_hash=${hash}`,
      `/api/verify-email?token=${token}`,
      `/api/reset-password?tok%65n=${token}`,
      `/api/no-such-thing?customer_hash=${hash}`,
    ]) {
      await t.app.inject({ url });
    }
    const requests = entries().filter((entry) => entry.msg === 'request completed');
    expect(requests).toHaveLength(7);
    for (const entry of requests) expect((entry.req as { url: string }).url).not.toContain('?');
    expect(logged()).not.toContain(hash);
    expect(logged()).not.toContain(token);
  });

  it('writes one line per answered request, with its id, status and time, and no header or cookie', async () => {
    await t.app.inject({
      url: '/api/sessions?limit=5',
      headers: { cookie, authorization: 'Bearer secret-bearer-token-value', 'x-custom': 'private-value' },
    });
    await t.app.inject({ url: '/healthz' });
    const requests = entries().filter((entry) => (entry.req as { url?: string } | undefined)?.url);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/api/sessions' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(logged()).not.toContain(cookie.split('=')[1]?.slice(0, 20));
    expect(logged()).not.toContain('secret-bearer-token-value');
    expect(logged()).not.toContain('private-value');
  });

  it('the admin export paths are logged without the customer hash or the email in them', async () => {
    const admin = await signInAdmin(t.app, t.mails, PASSWORD);
    lines = [];
    for (const url of [
      `/api/admin/export/sessions/${hash}`,
      `/api/admin/export/sessions/${hash}/with-images`,
      `/api/admin/export/sessions/email/${encodeURIComponent(email)}`,
      `/api/admin/export/sessions/email/${email}/with-images`,
    ]) {
      expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode).toBe(200);
    }
    await t.app.inject({ url: `/api/admin/export/sessions/${hash}` });
    const requests = entries().filter((entry) => entry.msg === 'request completed');
    expect(requests.map((entry) => (entry.req as { url: string }).url)).toEqual([
      '/api/admin/export/sessions/[redacted]',
      '/api/admin/export/sessions/[redacted]/with-images',
      '/api/admin/export/sessions/email/[redacted]',
      '/api/admin/export/sessions/email/[redacted]/with-images',
      '/api/admin/export/sessions/[redacted]',
    ]);
    expect(logged()).not.toContain(hash);
    expect(logged()).not.toContain(email.split('@')[0]);
  });
});
