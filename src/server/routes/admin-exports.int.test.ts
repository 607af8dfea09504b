import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/sessions-and-photos.ts';
import { registerUser, signIn, signInAdmin } from '../test/factories.ts';
import { jpegWithGps, multipartBody, sendForm } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readZip } from '../test/zip.ts';

const PASSWORD = 'correct horse battery';
const HEADER = 'ID,Username,Name,Customer Hash,Date,Device,Duration (min),Weight,Notes,Length,Girth,Unit';
let t: TestApp;
let admin: string;
let email: string;
let hash: string;
let photoSessionId: number;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD, AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await signInAdmin(t.app, t.mails, PASSWORD);
  email = (await registerUser(t.app)).email;
  const cookie = await signIn(t.app, email);
  hash = (await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie } })).json().customerHash;
  const body = multipartBody(
    {
      device: 'Adjustable Penis Weight Hanging System',
      duration: 30,
      weight: 2.5,
      notes: 'a, b, "quoted"\nnext line',
      date: '2026-11-02T08:00:00Z',
    },
    { data: await jpegWithGps() },
  );
  photoSessionId = (await sendForm(t.app, 'POST', '/api/sessions', body, cookie)).json().id;
  await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie },
    payload: {
      device: 'Anti-turtle Sleeves',
      duration: 15,
      notes: '=HYPERLINK("http://evil")',
      date: '2026-11-03T08:00:00Z',
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie },
    payload: {
      device: 'Measurement Update',
      duration: 0,
      length: 6.25,
      girth: 5,
      measurementUnit: 'inches',
      notes: '@sum',
      date: '2026-11-04T12:00:00Z',
    },
  });
  // A store customer with no account.
  await t.db
    .insert(sessions)
    .values({ customerHash: 'storeonlyhash123', device: 'Anti-turtle Sleeves', duration: 5, notes: '+1 -2' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { cookie: admin } });

describe('CSV exports', () => {
  it('has the spec columns in order, RFC 4180 quoting, the comma rule and neutralised formulas', async () => {
    const response = await get(`/api/admin/export/sessions/${hash}`);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sessions-[0-9a-f]+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.split('\r\n')[0]).toBe(HEADER);
    const rows: string[][] = parse(response.body);
    expect(rows).toHaveLength(4);
    const [, username, name, customerHash, date, device, duration, weight, notes, length, girth, unit] =
      rows[1] ?? [];
    expect([customerHash, date, device, duration, weight, length, girth, unit]).toEqual([
      hash,
      '2026-11-02',
      'Adjustable Penis Weight Hanging System',
      '30',
      '2.5',
      '',
      '',
      'inches',
    ]);
    expect(username).toMatch(/_\d+$/);
    expect(name).toBe(username);
    expect(notes).toBe('a  b  "quoted" next line');
    expect(response.body).toContain('"a  b  ""quoted"" next line"');
    expect(rows[2]?.[8]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[3]).toEqual([
      expect.any(String),
      username,
      name,
      hash,
      '2026-11-04',
      'Measurement Update',
      '0',
      '',
      "'@sum",
      '6.25',
      '5',
      'inches',
    ]);
  });

  it('all sessions include store customers with empty username and name', async () => {
    const rows: string[][] = parse((await get('/api/admin/export/sessions')).body);
    const store = rows.find((row) => row[3] === 'storeonlyhash123');
    expect(store?.slice(1, 3)).toEqual(['', '']);
    expect(store?.[8]).toBe("'+1 -2");
  });

  it('a line break in notes never starts a line with a formula, nor a row of its own', async () => {
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    const own = (await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie } })).json();
    for (const notes of ['x\r+SUM(1+1)', '\n=1+1', 'y\r\n@cmd\n-2']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { cookie },
        payload: { device: 'Anti-turtle Sleeves', duration: 10, notes, date: '2026-11-05T08:00:00Z' },
      });
    }
    const response = await get(`/api/admin/export/sessions/${own.customerHash}`);
    const lines = response.body.split(/\r\n|\r|\n/).filter((line) => line !== '');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).not.toMatch(/^[=+\-@\t]/);
    const rows: string[][] = parse(response.body);
    expect(rows.map((row) => row[8])).toEqual(['Notes', 'x +SUM(1+1)', "' =1+1", 'y  @cmd -2']);
  });

  it('a customer with no sessions gives just the header', async () => {
    const response = await get('/api/admin/export/sessions/nobodyhash999');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`${HEADER}\r\n`);
  });

  it('the user list never holds a password, token or lockout field', async () => {
    const response = await get('/api/admin/export/users');
    const rows: string[][] = parse(response.body);
    expect(rows[0]).toEqual([
      'Username',
      'Name',
      'Email',
      'Email Verified',
      'Customer Hash',
      'Sessions',
      'Measurement Entries',
      'Last Activity',
      'Created',
    ]);
    expect(response.body).not.toMatch(/argon2|password|token|locked/i);
    // Two training sessions, as the customer's Sessions tile counts them, and the measurement entry apart.
    expect(rows.find((row) => row[2] === email)?.slice(5, 7)).toEqual(['2', '1']);
    expect(rows.find((row) => row[4] === 'storeonlyhash123')?.slice(0, 3)).toEqual(['', '', '']);
  });

  it('by email finds the account in any case; an unknown email answers 404 with a message', async () => {
    const found = await get(`/api/admin/export/sessions/email/${encodeURIComponent(email.toUpperCase())}`);
    expect(parse(found.body)).toHaveLength(4);
    const unknown = await get('/api/admin/export/sessions/email/ghost%40example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'No account found for ghost@example.com' });
  });
});

describe('zip exports', () => {
  it('hold the CSV and every photo, stored without recompression, named by session ID', async () => {
    for (const url of [
      `/api/admin/export/sessions/${hash}/with-images`,
      `/api/admin/export/sessions/email/${encodeURIComponent(email)}/with-images`,
    ]) {
      const response = await get(url);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/\.zip"$/);
      const entries = await readZip(response.rawPayload);
      expect(entries.map((entry) => entry.name)).toEqual(['sessions.csv', `photos/${photoSessionId}.jpg`]);
      expect(parse(entries[0]?.data.toString() ?? '')).toHaveLength(4);
      const photo = entries[1];
      expect(photo?.stored).toBe(true);
      const served = await t.app.inject({
        url: `/api/admin/export/sessions/${hash}/with-images`,
        headers: { cookie: admin },
      });
      expect(served.statusCode).toBe(200);
      expect(photo?.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  it('an admin may view any photo; the file in the zip is the served photo', async () => {
    const session = (await t.app.inject({ url: '/api/admin/sessions', headers: { cookie: admin } }))
      .json()
      [hash].find((s: { id: number }) => s.id === photoSessionId);
    const photo = await get(session.imageUrl);
    expect(photo.statusCode).toBe(200);
    const entries = await readZip((await get(`/api/admin/export/sessions/${hash}/with-images`)).rawPayload);
    expect(entries[1]?.data.equals(photo.rawPayload)).toBe(true);
  });
});
