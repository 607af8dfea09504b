import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_KINDS, CONSENT_VERSIONS } from '#shared/privacy-notice.ts';
import { type AppProcess, freePort, startAppProcess, waitForHealth } from './test/app-process.ts';
import { type PgBouncer, startPgBouncer } from './test/pgbouncer.ts';

// The topology of the README's "Running several app processes" (docs/decisions/028): two app processes,
// each with its own DATA_DIR, on one database reached through PgBouncer in transaction pooling mode, with
// the same SESSION_SECRET and PUBLIC_URL (a load balancer would send each request to either).
const PUBLIC_URL = 'http://tracker.test';
const AUTH_LIMIT = 8;
const adminUrl = inject('adminDatabaseUrl');
const database = `test_scale_${randomUUID().replaceAll('-', '')}`;
const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-scale-')));
let bouncer: PgBouncer;
const apps: { process: AppProcess; port: number }[] = [];

async function adminQuery<T extends pg.QueryResultRow>(sql: string, values: unknown[] = [], db?: string) {
  const url = new URL(adminUrl);
  if (db) url.pathname = `/${db}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

type Call = { method?: string; json?: unknown; form?: FormData; cookie?: string };
function call(app: 0 | 1, url: string, { method = 'GET', json, form, cookie }: Call = {}) {
  const headers: Record<string, string> = { origin: PUBLIC_URL };
  if (cookie) headers.cookie = cookie;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const body = form ?? (json === undefined ? undefined : JSON.stringify(json));
  return fetch(`http://127.0.0.1:${apps[app]?.port}${url}`, { method, headers, body });
}

const mailSubjects = () =>
  dataDirs.flatMap((dir) => {
    const folder = path.join(dir, 'mail');
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .map((name) => /^Subject: (.*)$/im.exec(fs.readFileSync(path.join(folder, name), 'utf8'))?.[1] ?? '');
  });

/** A time zone where it is now between 01:00 and 22:59, so a reminder at 00:00 is due today. */
function zoneWellInsideItsDay(): string {
  const hour = (zone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format());
  return (
    ['UTC', 'Asia/Tokyo', 'America/New_York'].find((zone) => hour(zone) >= 1 && hour(zone) <= 22) ?? 'UTC'
  );
}

const email = `scale${Date.now()}@example.com`;
let cookie = '';

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${database}`);
  bouncer = await startPgBouncer(adminUrl);
  const env = {
    DATABASE_URL: bouncer.url(database),
    SESSION_SECRET: 'scale-out-secret-scale-out-secret-0123456789',
    PUBLIC_URL,
    AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
    REMINDER_CHECK_SECONDS: '1',
  };
  // Both start at once on a database never migrated: the migration lock holds through PgBouncer.
  for (const dataDir of dataDirs) {
    const port = await freePort();
    apps.push({ process: startAppProcess(dataDir, port, env), port });
  }
  try {
    await Promise.all(apps.map(({ port }) => waitForHealth(port)));
  } catch (err) {
    throw new Error(`${String(err)}\n${apps.map((app) => app.process.output()).join('\n')}`);
  }
}, 90_000);

afterAll(async () => {
  for (const app of apps) if (app.process.alive()) app.process.child.kill('SIGTERM');
  await Promise.all(apps.map((app) => app.process.exited));
  await bouncer?.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('two app processes on one database through PgBouncer (transaction pooling)', () => {
  it('share sign-in: signed in on one, the other knows the user and reads what the first saved', async () => {
    const registered = await call(0, '/api/register', {
      method: 'POST',
      json: { email, password: 'secret12', username: `scale_${Date.now() % 1e6}`, name: 'Scale' },
    });
    expect(registered.status).toBe(201);
    const login = await call(0, '/api/login', { method: 'POST', json: { email, password: 'secret12' } });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    for (const kind of CONSENT_KINDS) {
      const consent = await call(1, '/api/consent', {
        method: 'POST',
        cookie,
        json: { kind, version: CONSENT_VERSIONS[kind] },
      });
      expect(consent.status).toBe(200);
    }

    const user = await call(1, '/api/user', { cookie });
    expect(user.status).toBe(200);
    expect((await user.json()).email).toBe(email);

    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const saved = await call(0, '/api/sessions', {
      method: 'POST',
      cookie,
      json: { device: 'All Day Stretcher Penis Extender', duration: 25, date: twoDaysAgo },
    });
    expect(saved.status).toBe(201);
    const listed = await call(1, '/api/sessions', { cookie });
    expect(listed.status).toBe(200);
    expect((await listed.json()).map((session: { duration: number }) => session.duration)).toEqual([25]);
    // Every one of these went through PgBouncer.
    expect(bouncer.output()).toContain(`db=${database}`);
  });

  it('count the auth rate limit together: half the budget on each, then both answer 429', async () => {
    // Registration and sign-in above drew 2 of the budget (per IP, shared by the auth routes).
    const attempt = (app: 0 | 1) =>
      call(app, '/api/login', { method: 'POST', json: { email: 'nobody@example.com', password: 'wrong-1' } });
    for (let i = 0; i < (AUTH_LIMIT - 2) / 2; i++) {
      expect((await attempt(0)).status).toBe(401);
      expect((await attempt(1)).status).toBe(401);
    }
    const refused = await attempt(0);
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('RATE_LIMITED');
    expect((await attempt(1)).status).toBe(429);
  });

  it('send a due reminder once, though both schedulers look every second', async () => {
    await adminQuery('UPDATE users SET email_verified = true WHERE email = $1', [email], database);
    const optIn = await call(1, '/api/goals', {
      method: 'PUT',
      cookie,
      json: {
        goal: null,
        restDays: { kind: 'none' },
        weekStart: 1,
        reminders: { enabled: true, time: '00:00' },
        timeZone: zoneWellInsideItsDay(),
      },
    });
    expect(optIn.status).toBe(200);
    const deliveries = () =>
      adminQuery<{ n: number }>('SELECT count(*)::int AS n FROM reminder_deliveries', [], database);
    const deadline = Date.now() + 15_000;
    while ((await deliveries())[0]?.n === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Both schedulers run a few more times after the first sent it.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await deliveries())[0]?.n).toBe(1);
    expect(mailSubjects().filter((subject) => subject === 'Your daily check-in')).toHaveLength(1);
    for (const app of apps) expect(app.process.output()).not.toMatch(/"level":(50|60)/);
  });

  // NEEDS THE PHOTOS BRANCH (photos stored in PostgreSQL): until then a photo lives in the DATA_DIR of the
  // process that took it, and the other answers 404. When photos move into PostgreSQL, change `it.fails`
  // to `it` (vitest reports this test as failing once the photo is found, as a reminder).
  it.fails('serve a photo uploaded on one from the other', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2e86de' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await call(0, '/api/upload', { method: 'POST', cookie, form });
    expect(uploaded.status).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const photo = await call(1, imageUrl, { cookie });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
  });
});
