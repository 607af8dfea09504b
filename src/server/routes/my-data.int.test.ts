import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRowCounts } from '../test/customer-rows.ts';
import { acceptConsents, registerUser, signIn, tokenFromMail, uniqueEmail } from '../test/factories.ts';
import { jpegWithGps, multipartBody } from '../test/multipart.ts';
import { signStoreProof } from '../test/store-signing.ts';
import { storedPictures } from '../test/stored-pictures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readZip } from '../test/zip.ts';

const SHARED = 'theme-shared-secret-0123456789';
const HANGER = 'Adjustable Penis Weight Hanging System';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    EXPORT_RATE_LIMIT_PER_HOUR: '6',
    STORE_SHARED_SECRET: SHARED,
    STORE_URL: 'https://shop.example',
  });
});
afterAll(() => t.close());

type Person = { email: string; cookie: string; hash: string; userId: string };

async function newPerson(): Promise<Person> {
  const { email } = await registerUser(t.app, uniqueEmail('rights'));
  // A verified address, so that reminders can be turned on.
  const token = tokenFromMail(t.mails.filter((mail) => mail.to === email).at(-1));
  expect((await t.app.inject({ url: `/api/verify-email?token=${token}` })).statusCode).toBeLessThan(400);
  const cookie = await signIn(t.app, email);
  const hash = (await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie } })).json()
    .customerHash;
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return { email, cookie, hash, userId: rows[0]?.id as string };
}

/** Logs a session with a photo and a check-in, and a measurement entry. */
async function fillTracker(headers: Record<string, string>, notes = 'felt good, steady') {
  const form = multipartBody(
    { device: HANGER, duration: 25, weight: 2.5, measurementUnit: 'inches', notes },
    { data: await jpegWithGps() },
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(created.statusCode).toBe(201);
  const session = created.json() as { id: number; imageUrl: string };
  const checkin = await t.app.inject({
    method: 'PUT',
    url: `/api/sessions/${session.id}/checkin`,
    headers,
    payload: { pain: 'none', numbness: 'mild', discolouration: 'none' },
  });
  expect(checkin.statusCode).toBe(200);
  // Sent with an idempotency key (docs/decisions/023): its row goes with the customer's data too.
  const measurement = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      device: 'Measurement Update',
      duration: 0,
      length: 6.5,
      girth: 5,
      measurementUnit: 'inches',
      day: '2025-03-01',
    },
  });
  expect(measurement.statusCode).toBe(201);
  return session;
}

/** A weekly goal with rest days and the reminder opt-in, a running timer and a reminder already sent. */
async function fillRoutine(headers: Record<string, string>, hash: string) {
  const goals = await t.app.inject({
    method: 'PUT',
    url: '/api/goals',
    headers,
    payload: {
      goal: { kind: 'minutes', target: 120, device: null },
      restDays: { kind: 'cycle', on: 3, off: 1, anchor: '2026-11-02' },
      weekStart: 1,
      reminders: { enabled: true, time: '19:00' },
      timeZone: 'Europe/Berlin',
    },
  });
  expect(goals.statusCode).toBe(200);
  const timer = await t.app.inject({
    method: 'POST',
    url: '/api/timer',
    headers,
    payload: { device: HANGER, sets: 3, setMinutes: 20, breakMinutes: 5 },
  });
  expect(timer.statusCode).toBe(201);
  await t.pool.query(
    "INSERT INTO reminder_deliveries (customer_hash, local_date) VALUES ($1, '2026-11-20')",
    [hash],
  );
}

const deleteMine = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/my-data/delete', headers, payload });
const scopeOf = (person: Person) => ({ hashes: [person.hash], userId: person.userId });
const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);

describe('download my data', () => {
  it('is one zip of README, sessions.csv and .json, data.json and the photos at full size, only mine', async () => {
    const me = await newPerson();
    const other = await newPerson();
    const session = await fillTracker({ cookie: me.cookie });
    await fillTracker({ cookie: other.cookie }, 'the other one');

    const response = await t.app.inject({ url: '/api/my-data/export', headers: { cookie: me.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await readZip(response.rawPayload);
    const names = entries.map((entry) => entry.name);
    expect(names).toEqual([
      'README.txt',
      'sessions.csv',
      'sessions.json',
      'data.json',
      `photos/${session.id}.jpg`,
    ]);

    const readme = entries[0]?.data.toString() ?? '';
    for (const file of ['sessions.csv', 'sessions.json', 'data.json', 'photos/'])
      expect(readme).toContain(file);
    // No zone asked and none seen for this customer: UTC.
    expect(readme).toContain('time zone UTC');

    const csvText = entries[1]?.data.toString() ?? '';
    const csv = csvText.trim().split('\r\n');
    expect(csv[0]).toBe(
      'Date,Time,Device,Duration (min),Weight (lbs),Length,Girth,Unit,Notes,Photo,' +
        // A measurement entry's optional points (docs/decisions/059).
        'Bone-pressed erect length,Non-bone-pressed erect length,Base girth,Mid-shaft girth,' +
        'Flaccid stretched length (bone-pressed)',
    );
    expect(csv).toHaveLength(3);
    // The customer's own copy: notes as written, the photo's file, no internal identifiers.
    expect(csvText).toContain('"felt good, steady"');
    expect(csvText).toContain(`photos/${session.id}.jpg`);
    expect(csvText).not.toContain(me.hash);
    expect(csvText).not.toContain('the other one');
    const json = JSON.parse(entries[2]?.data.toString() ?? '[]');
    expect(json).toHaveLength(2);
    expect(json[1]).toEqual(
      expect.objectContaining({
        device: HANGER,
        durationMinutes: 25,
        weightLbs: 2.5,
        notes: 'felt good, steady',
      }),
    );
    expect(JSON.stringify(json)).not.toContain(me.hash);

    const data = JSON.parse(entries[3]?.data.toString() ?? '{}');
    expect(data.tables.sessions).toHaveLength(2);
    expect(data.tables.session_checkins).toEqual([
      expect.objectContaining({ session_id: session.id, pain: 'none', numbness: 'mild' }),
    ]);
    expect(data.tables.photos).toHaveLength(1);
    expect(data.tables.users).toEqual([expect.objectContaining({ email: me.email })]);
    expect(data.tables.users[0]).not.toHaveProperty('password');
    expect(data.tables.customer_mapping).toEqual([expect.objectContaining({ customer_hash: me.hash })]);
    expect(data.tables.security_logs.map((row: { action: string }) => row.action)).toContain('login_success');
    expect(data.tables).not.toHaveProperty('auth_sessions');
    // The photo's bytes are the zip's photos/ entry, not data.json.
    expect(data.tables).not.toHaveProperty('photo_blobs');
    expect(JSON.stringify(data)).not.toContain('the other one');

    // The photo as stored, byte for byte (full size, not the thumbnail).
    expect(entries[4]?.name).toBe(`photos/${session.id}.jpg`);
    const stored = await t.pool.query<{ data: Buffer }>(
      `SELECT string_agg(data, ''::bytea ORDER BY chunk) AS data FROM photo_blobs
        WHERE photo_id = $1 AND kind = 'original'`,
      [session.imageUrl.split('/').at(-1)],
    );
    expect(stored.rows[0]?.data.length).toBeGreaterThan(0);
    expect(entries[4]?.data.equals(stored.rows[0]?.data ?? Buffer.alloc(0))).toBe(true);

    const logged = await t.pool.query("SELECT user_id FROM security_logs WHERE action = 'data_exported'");
    expect(logged.rows).toContainEqual({ user_id: me.userId });
  });

  it("writes the entries in the customer's zone with its offset, notes kept exactly as written", async () => {
    const me = await newPerson();
    const notes = 'sets: 3, then "easy"\nsecond line, =SUM(A1)';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: me.cookie, 'idempotency-key': randomUUID() },
      payload: { device: HANGER, duration: 20, measurementUnit: 'inches', notes, imageUrl: '' },
    });
    expect(created.statusCode).toBe(201);
    // 18 Nov 2026, 9:30 PM in New York is 02:30 on the 19th in UTC.
    await t.pool.query("UPDATE sessions SET date = '2026-11-19T02:30:00Z' WHERE id = $1", [
      created.json().id,
    ]);

    const asked = await t.app.inject({
      url: '/api/my-data/export?tz=America/New_York',
      headers: { cookie: me.cookie },
    });
    expect(asked.statusCode).toBe(200);
    const entries = await readZip(asked.rawPayload);
    const [header, row] = parse(entries[1]?.data.toString() ?? '') as string[][];
    const record = Object.fromEntries((header ?? []).map((name, i) => [name, row?.[i]]));
    expect(record).toMatchObject({
      Date: '2026-11-18',
      Time: '2026-11-18T21:30:00-05:00',
      Device: HANGER,
      'Duration (min)': '20',
      'Weight (lbs)': '',
      Notes: notes,
      Photo: '',
    });
    expect(entries[0]?.data.toString()).toContain('time zone America/New_York');

    const unknown = await t.app.inject({
      url: '/api/my-data/export?tz=Mars/Olympus',
      headers: { cookie: me.cookie },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VALIDATION');
  });

  it('needs a customer: nobody gets 401', async () => {
    const response = await t.app.inject({ url: '/api/my-data/export' });
    expect(response.statusCode).toBe(401);
  });
});

describe('deleting', () => {
  it('asks for the password again; a wrong one deletes nothing', async () => {
    const me = await newPerson();
    await fillTracker({ cookie: me.cookie });
    const before = await customerRowCounts(t.pool, scopeOf(me));
    const missing = await deleteMine({ cookie: me.cookie }, { scope: 'account' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'password' });
    const wrong = await deleteMine({ cookie: me.cookie }, { scope: 'account', password: 'not-mine-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'The password is not correct',
    });
    expect(await customerRowCounts(t.pool, scopeOf(me))).toEqual(before);
    const anonymous = await deleteMine({}, { scope: 'data', password: 'secret12' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('only my photos: photos and thumbnails go, sessions stay without them', async () => {
    const me = await newPerson();
    const other = await newPerson();
    const mine = await fillTracker({ cookie: me.cookie });
    const theirs = await fillTracker({ cookie: other.cookie });
    const filesBefore = await storedPictures(t.pool);
    const response = await deleteMine({ cookie: me.cookie }, { scope: 'photos', password: 'secret12' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ scope: 'photos', photos: 1, message: 'Your photos were deleted' });

    const counts = await customerRowCounts(t.pool, scopeOf(me));
    expect(counts.photos).toBe(0);
    expect(counts.sessions).toBe(2);
    expect(counts.session_checkins).toBe(1);
    const id = mine.imageUrl.split('/').at(-1);
    expect(filesBefore.filter((file) => file.includes(id as string))).toHaveLength(2);
    expect((await storedPictures(t.pool)).filter((file) => file.includes(id as string))).toEqual([]);
    const session = await t.app.inject({ url: `/api/sessions/${mine.id}`, headers: { cookie: me.cookie } });
    expect(session.json().imageUrl ?? '').toBe('');
    // The other customer's photo is untouched.
    const photo = await t.app.inject({ url: theirs.imageUrl, headers: { cookie: other.cookie } });
    expect(photo.statusCode).toBe(200);

    await t.app.tasks.idle();
    const [mail] = mailsTo(me.email).filter((m) => m.subject === 'Your request is complete');
    expect(mail?.text).toContain('all photos in your progress tracker were deleted');
  });

  it('all my data: everything but the account goes, and I can still sign in', async () => {
    const me = await newPerson();
    await fillTracker({ cookie: me.cookie });
    await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: me.cookie },
      payload: { measurementUnit: 'centimeters' },
    });
    expect((await customerRowCounts(t.pool, scopeOf(me))).idempotency_keys).toBe(1);
    const response = await deleteMine({ cookie: me.cookie }, { scope: 'data', password: 'secret12' });
    expect(response.statusCode).toBe(200);
    const counts = await customerRowCounts(t.pool, scopeOf(me));
    expect(counts).toMatchObject({
      idempotency_keys: 0,
      sessions: 0,
      photos: 0,
      session_checkins: 0,
      photo_uploads: 0,
      customer_settings: 0,
    });
    expect(counts.users).toBe(1);
    expect(counts.customer_mapping).toBe(1);
    const list = await t.app.inject({ url: '/api/sessions', headers: { cookie: me.cookie } });
    expect(list.json()).toEqual([]);
    await signIn(t.app, me.email);
    await t.app.tasks.idle();
    expect(mailsTo(me.email).at(-1)?.text).toContain('all data in your progress tracker');
  });

  it('my account: no row of mine in any table, no photo, the event kept without me, the email free again', async () => {
    const me = await newPerson();
    const second = await signIn(t.app, me.email); // another device
    const othersFiles = await storedPictures(t.pool);
    await fillTracker({ cookie: me.cookie });
    await fillRoutine({ cookie: me.cookie }, me.hash);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: me.email } });
    await t.app.tasks.idle();
    expect((await storedPictures(t.pool)).length).toBe(othersFiles.length + 2); // the photo and its thumbnail
    const before = await customerRowCounts(t.pool, scopeOf(me));
    expect(before.security_logs).toBeGreaterThan(0);
    for (const table of [
      'sessions',
      'session_checkins',
      'photos',
      'session_timers',
      'weekly_goals',
      'rest_plans',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    expect(before.reminder_deliveries).toBe(1);

    const response = await deleteMine(
      { cookie: me.cookie, 'user-agent': 'MyPhone/1.0', 'x-forwarded-for': '203.0.113.77' },
      { scope: 'account', password: 'secret12' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ scope: 'account', photos: 1 });

    const after = await customerRowCounts(t.pool, scopeOf(me));
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(await storedPictures(t.pool)).toEqual(othersFiles);
    const leftovers = await t.pool.query(
      `SELECT (SELECT count(*) FROM users WHERE email = $1)::int AS users,
              (SELECT count(*) FROM auth_sessions WHERE sess::text LIKE '%' || $2 || '%')::int AS logins,
              (SELECT count(*) FROM security_logs WHERE user_id = $2 OR user_agent = 'MyPhone/1.0')::int AS logs`,
      [me.email, me.userId],
    );
    expect(leftovers.rows[0]).toEqual({ users: 0, logins: 0, logs: 0 });
    const kept = await t.pool.query(
      "SELECT user_id, ip_address FROM security_logs WHERE action = 'login_success'",
    );
    expect(kept.rows.length).toBeGreaterThan(0);
    const deleted = await t.pool.query(
      "SELECT user_id, ip_address, user_agent FROM security_logs WHERE action = 'account_deleted'",
    );
    expect(deleted.rows.at(-1)).toMatchObject({ user_id: null, user_agent: null });
    expect(deleted.rows.at(-1)?.ip_address).toMatch(/\.0$|::$|^unknown$/);

    // Both devices are signed out; the password no longer works; the address registers again.
    for (const cookie of [me.cookie, second]) {
      const user = await t.app.inject({ url: '/api/user', headers: { cookie } });
      expect(user.statusCode).toBe(401);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.email, password: 'secret12' },
    });
    expect(login.statusCode).toBe(401);
    await t.app.tasks.idle();
    expect(mailsTo(me.email).at(-1)).toMatchObject({ subject: 'Your request is complete' });
    await registerUser(t.app, me.email);
    await signIn(t.app, me.email);
  });

  it('a store customer without an account proves it again with a fresh store proof', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/customer/session',
      payload: signStoreProof(SHARED, 'cust-771'), // the fresh proof below is another one (older, still valid)
    });
    expect(opened.statusCode).toBe(200);
    const { token, customerHash } = opened.json();
    const headers = { authorization: `Bearer ${token}` };
    await acceptConsents(t.app, headers);
    await fillTracker(headers);

    const exported = await t.app.inject({ url: '/api/my-data/export', headers });
    const names = (await readZip(exported.rawPayload)).map((entry) => entry.name);
    expect(names).toHaveLength(5);

    // Opened with a proof 11 minutes ago: older than a proof may be, so it proves nothing now.
    await t.pool.query(
      "UPDATE store_sessions SET created_at = now() - interval '11 minutes' WHERE customer_hash = $1",
      [customerHash],
    );
    const withoutProof = await deleteMine(headers, { scope: 'account' });
    expect(withoutProof.statusCode).toBe(403);
    expect(withoutProof.json()).toMatchObject({ code: 'STORE_PROOF_REQUIRED' });
    const otherCustomer = await deleteMine(headers, {
      scope: 'account',
      proof: signStoreProof(SHARED, 'cust-772'),
    });
    expect(otherCustomer.statusCode).toBe(403);

    const response = await deleteMine(headers, {
      scope: 'account',
      proof: signStoreProof(SHARED, 'cust-771', Math.floor(Date.now() / 1000) - 30),
    });
    expect(response.statusCode).toBe(200);
    const counts = await customerRowCounts(t.pool, { hashes: [customerHash], userId: null });
    expect(
      Object.values(counts).every((n) => n === 0),
      JSON.stringify(counts),
    ).toBe(true);
    const after = await t.app.inject({ url: '/api/sessions', headers });
    expect(after.statusCode).toBe(401);
  });

  it('a store session opened with a proof moments ago is that fresh proof: photos go without another', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/customer/session',
      payload: signStoreProof(SHARED, 'cust-881'),
    });
    const { token, customerHash } = opened.json();
    const headers = { authorization: `Bearer ${token}` };
    await acceptConsents(t.app, headers);
    await fillTracker(headers);
    const response = await deleteMine(headers, { scope: 'photos' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ scope: 'photos', photos: 1 });
    const counts = await customerRowCounts(t.pool, { hashes: [customerHash], userId: null });
    expect(counts.photos).toBe(0);
    expect(counts.sessions).toBe(2);
  });

  it('the export is rate-limited', async () => {
    const me = await newPerson();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await t.app.inject({ url: '/api/my-data/export', headers: { cookie: me.cookie } })).statusCode,
      );
    }
    expect(statuses).toContain(429);
  });
});
