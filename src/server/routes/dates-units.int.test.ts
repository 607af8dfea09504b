import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder, runMigrations } from '../db/migrate.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { multipartBody, sendForm } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let cookie: string;
let otherCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, (await registerUser(t.app)).email);
  otherCookie = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>, who = cookie) =>
  t.app.inject({ method: 'POST', url: '/api/sessions', headers: { cookie: who }, payload });
const list = async (who = cookie) =>
  (await t.app.inject({ url: '/api/sessions?limit=50', headers: { cookie: who } })).json() as {
    id: number;
    device: string;
    date: string;
    day: string | null;
  }[];
const measurement = (day: string, date: string) => ({
  device: 'Measurement Update',
  duration: 0,
  length: 6.5,
  girth: null,
  measurementUnit: 'inches',
  notes: 'Measurement only entry',
  imageUrl: '',
  date,
  day,
});

describe('a measurement entry keeps the calendar day the customer chose', () => {
  it('stores the day and sorts at its start in the customer zone: below that evening session', async () => {
    // Nov 22 in Pacific/Auckland (UTC+13) starts at 11:00 UTC on Nov 21.
    const made = await post(measurement('2026-11-22', '2026-11-21T11:00:00.000Z'));
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ day: '2026-11-22', date: '2026-11-21T11:00:00.000Z' });
    // A session on the morning of Nov 22 in Auckland (08:00 local = 19:00 UTC Nov 21).
    const session = await post({
      device: 'Anti-turtle Sleeves',
      duration: 20,
      date: '2026-11-21T19:00:00.000Z',
    });
    expect(session.json()).toMatchObject({ day: null });
    const rows = await list();
    expect(rows.map((row) => row.device)).toEqual(['Anti-turtle Sleeves', 'Measurement Update']);
    const stored = await t.pool.query('SELECT day::text AS day FROM sessions WHERE id = $1', [
      made.json().id,
    ]);
    expect(stored.rows[0].day).toBe('2026-11-22');
  });

  it('in America/Los_Angeles: Nov 22 starts at 08:00 UTC and is still Nov 22', async () => {
    const made = await post(measurement('2026-11-22', '2026-11-22T08:00:00.000Z'), otherCookie);
    expect(made.json()).toMatchObject({ day: '2026-11-22' });
    const got = await t.app.inject({
      url: `/api/sessions/${made.json().id}`,
      headers: { cookie: otherCookie },
    });
    expect(got.json()).toMatchObject({ day: '2026-11-22', date: '2026-11-22T08:00:00.000Z' });
  });

  it('refuses an instant that cannot start the chosen day, a day on a session, and a future day', async () => {
    const far = await post(measurement('2026-11-22', '2026-11-25T00:00:00.000Z'));
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ code: 'VALIDATION', field: 'date' });
    const onSession = await post({ device: 'Anti-turtle Sleeves', duration: 20, day: '2026-11-20' });
    expect(onSession.statusCode).toBe(400);
    expect(onSession.json()).toMatchObject({ field: 'day' });
    const future = await post({ ...measurement('2099-01-01', ''), date: undefined });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'day', message: 'day: Date cannot be in the future' });
  });

  it('an older client sending noon UTC alone gets that UTC day; an edit without a date keeps the day', async () => {
    const legacy = await post({ ...measurement('', '2026-11-10T12:00:00.000Z') });
    expect(legacy.json()).toMatchObject({ day: '2026-11-10' });
    const id = legacy.json().id as number;
    const form = multipartBody({
      device: 'Measurement Update',
      duration: '0',
      length: '7',
      measurementUnit: 'inches',
      notes: 'Measurement only entry',
      imageUrl: '',
    });
    const edited = await sendForm(t.app, 'PUT', `/api/sessions/${id}`, form, cookie);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ day: '2026-11-10', date: '2026-11-10T12:00:00.000Z', length: 7 });
  });
});

describe('a session date and time', () => {
  it('may be yesterday evening and at most a day ahead', async () => {
    const evening = new Date(Date.now() - 86_400_000);
    evening.setUTCHours(19, 30, 0, 0);
    const ok = await post({ device: 'Anti-turtle Sleeves', duration: 30, date: evening.toISOString() });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ date: evening.toISOString(), day: null });
    const ahead = await post({
      device: 'Anti-turtle Sleeves',
      duration: 30,
      date: new Date(Date.now() + 25 * 3600_000).toISOString(),
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ field: 'date', message: 'date: Date cannot be in the future' });
  });
});

describe('/api/preferences', () => {
  const get = (who: string) => t.app.inject({ url: '/api/preferences', headers: { cookie: who } });
  const put = (who: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/preferences', headers: { cookie: who }, payload });

  it('has no unit until one is chosen, then remembers the choice per customer', async () => {
    expect((await get(cookie)).json()).toEqual({
      measurementUnit: null,
      weightUnit: null,
      discreetMode: false,
      deviceNicknames: {},
      language: null,
    });
    const saved = await put(cookie, { measurementUnit: 'centimeters' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      measurementUnit: 'centimeters',
      weightUnit: null,
      discreetMode: false,
      deviceNicknames: {},
      language: null,
    });
    expect((await get(cookie)).json()).toEqual({
      measurementUnit: 'centimeters',
      weightUnit: null,
      discreetMode: false,
      deviceNicknames: {},
      language: null,
    });
    expect((await get(otherCookie)).json()).toEqual({
      measurementUnit: null,
      weightUnit: null,
      discreetMode: false,
      deviceNicknames: {},
      language: null,
    });
    await put(cookie, { measurementUnit: 'inches' });
    const rows = await t.pool.query('SELECT measurement_unit FROM customer_settings');
    expect(rows.rows).toEqual([{ measurement_unit: 'inches' }]);
  });

  it('remembers pounds or kilograms for weights, none until chosen', async () => {
    const saved = await put(otherCookie, { weightUnit: 'kg' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ weightUnit: 'kg' });
    expect((await get(otherCookie)).json()).toMatchObject({ weightUnit: 'kg', measurementUnit: null });
    const stored = await t.pool.query("SELECT weight_unit FROM customer_settings WHERE weight_unit = 'kg'");
    expect(stored.rowCount).toBe(1);
    const bad = await put(otherCookie, { weightUnit: 'stone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('lb or kg') });
    await put(otherCookie, { weightUnit: 'lb' });
  });

  it('remembers the language chosen, none until chosen (docs/decisions/067)', async () => {
    const saved = await put(otherCookie, { language: 'de' });
    expect(saved.statusCode).toBe(200);
    expect((await get(otherCookie)).json()).toMatchObject({ language: 'de', measurementUnit: null });
    const stored = await t.pool.query("SELECT language FROM customer_settings WHERE language = 'de'");
    expect(stored.rowCount).toBe(1);
    const bad = await put(otherCookie, { language: 'it' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'Language must be en, de, fr or es' });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: otherCookie },
      payload: { language: null },
    });
    expect(cleared.json()).toMatchObject({ language: null });
  });

  it('refuses another unit and anyone not signed in', async () => {
    const bad = await put(cookie, { measurementUnit: 'feet' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await t.app.inject({ url: '/api/preferences' })).statusCode).toBe(401);
  });
});

describe('the migration that adds the day', () => {
  it('gives existing measurement entries the UTC day of their noon-UTC date, and sessions none', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const name = `test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // The migrations before the one adding sessions.day, in a folder of their own.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const addsDay = journal.entries.findIndex((entry: { tag: string }) =>
      fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8').includes('ADD COLUMN "day"'),
    );
    expect(addsDay).toBeGreaterThan(0);
    const earlier = journal.entries.slice(0, addsDay);
    fs.mkdirSync(path.join(before, 'meta'));
    fs.writeFileSync(
      path.join(before, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: earlier }),
    );
    for (const entry of earlier) {
      fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));
    }
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await runMigrations(url.toString(), before);
      await client.connect();
      await client.query(
        `INSERT INTO sessions (customer_hash, date, device, duration, length, measurement_unit)
         VALUES ('hash-old', '2026-11-22T12:00:00Z', 'Measurement Update', 0, 6, 'inches'),
                ('hash-old', '2026-11-22T23:30:00Z', 'Anti-turtle Sleeves', 20, NULL, 'inches')`,
      );
      await runMigrations(url.toString());
      const rows = await client.query('SELECT device, day::text AS day FROM sessions ORDER BY id');
      expect(rows.rows).toEqual([
        { device: 'Measurement Update', day: '2026-11-22' },
        { device: 'Anti-turtle Sleeves', day: null },
      ]);
    } finally {
      await client.end().catch(() => undefined);
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
