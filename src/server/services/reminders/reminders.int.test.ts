import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceList } from '#shared/devices.ts';
import { buildApp } from '../../app.ts';
import { createDatabase, type Database } from '../../db/client.ts';
import { atTime as at } from '../../test/at-time.ts';
import { registerUser, signIn, tokenFromMail, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Two app processes' worth of apps on one database, each with the file mail transport writing into the
// same DATA_DIR/mail: every due reminder is one .eml file, whichever app runs the job and however often.
let t: TestApp;
const instances: { app: FastifyInstance; database: Database }[] = [];
const BERLIN = 'Europe/Berlin';
const STRETCHER = 'All Day Stretcher Penis Extender';

type Customer = { email: string; cookie: string };
async function verifiedCustomer(): Promise<Customer> {
  const { email } = await registerUser(t.app, uniqueEmail('remind'));
  const token = tokenFromMail(t.mails.filter((mail) => mail.to === email).at(-1));
  await t.app.inject({ url: `/api/verify-email?token=${token}` });
  return { email, cookie: await signIn(t.app, email) };
}
const optIn = (who: Customer, restDays: unknown = { kind: 'none' }, time = '19:00') =>
  at('2026-12-01T08:00:00Z', () =>
    t.app.inject({
      method: 'PUT',
      url: '/api/goals',
      headers: { cookie: who.cookie },
      payload: { goal: null, restDays, weekStart: 1, reminders: { enabled: true, time }, timeZone: BERLIN },
    }),
  );

type Eml = { to: string; subject: string; headers: string; text: string };
function readMails(): Eml[] {
  const dir = path.join(t.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((name) => {
    const raw = fs.readFileSync(path.join(dir, name), 'utf8');
    const [head = '', ...body] = raw.split('\n\n');
    const headers = head.replace(/\n[ \t]+/g, ' ');
    const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
    return { to: header('To'), subject: header('Subject'), headers, text: body.join('\n\n') };
  });
}
const mailsTo = (who: Customer) => readMails().filter((mail) => mail.to === who.email);
const runBoth = (now: string) =>
  Promise.all(instances.map(({ app }) => app.reminders.runOnce(new Date(now))));

let due: Customer;
let resting: Customer;
let logged: Customer;
let later: Customer;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 2; i++) {
    const database = createDatabase(t.databaseUrl, pino({ level: 'silent' }));
    // No mailer given: the configured transport, `file` (DATA_DIR/mail).
    const app = await buildApp({
      config: t.config,
      database,
      sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
      clientDir: t.dataDir,
    });
    await app.ready();
    instances.push({ app, database });
  }
  [due, resting, logged, later] = [
    await verifiedCustomer(),
    await verifiedCustomer(),
    await verifiedCustomer(),
    await verifiedCustomer(),
  ];
  expect((await optIn(due)).statusCode).toBe(200);
  // Tuesdays are rest days.
  expect((await optIn(resting, { kind: 'weekdays', weekdays: [2] })).statusCode).toBe(200);
  expect((await optIn(logged)).statusCode).toBe(200);
  expect((await optIn(later, { kind: 'none' }, '21:00')).statusCode).toBe(200);
  // Tuesday 1 December, 11:00 in Berlin: a session logged that day.
  const session = await at('2026-12-01T10:00:00Z', () =>
    t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: logged.cookie },
      payload: { device: STRETCHER, duration: 20, date: '2026-12-01T10:00:00Z' },
    }),
  );
  expect(session.statusCode).toBe(201);
});

afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close();
    await database.pool.end();
  }
  await t.close();
});

describe('the reminder job on two app instances', () => {
  it('sends nothing before the reminder time', async () => {
    await runBoth('2026-12-01T17:59:00Z'); // 18:59 in Berlin
    expect(readMails()).toEqual([]);
  });

  it('sends one email per due reminder, whichever instance runs and however often', async () => {
    // 19:30 in Berlin, Tuesday 1 December; both instances at once, then both again.
    await runBoth('2026-12-01T18:30:00Z');
    await runBoth('2026-12-01T18:31:00Z');
    await runBoth('2026-12-01T19:59:00Z'); // 20:59
    expect(mailsTo(due)).toHaveLength(1);
    // Not on a rest day, not after a session was logged that day, not before 21:00 for the 21:00 one.
    expect(mailsTo(resting)).toHaveLength(0);
    expect(mailsTo(logged)).toHaveLength(0);
    expect(mailsTo(later)).toHaveLength(0);
    // 21:00 in Berlin: the 21:00 reminder.
    await runBoth('2026-12-01T20:00:00Z');
    expect(mailsTo(later)).toHaveLength(1);
    expect(readMails()).toHaveLength(2);
  });

  it('is neutral, and carries one-click unsubscribe headers (RFC 8058)', () => {
    const [mail] = mailsTo(due);
    if (!mail) throw new Error('no reminder');
    const preview = 'Nothing is logged for today yet.';
    expect(mail.subject).toBe('Your daily check-in');
    expect(mail.text).toContain(preview);
    const devices = deviceList('Brand').flatMap((device) => device.label.split(/\W+/));
    for (const word of [
      'Penis',
      'Hanging',
      'Stretcher',
      'Sleeves',
      'Pump',
      'inches',
      'minutes',
      ...devices,
    ]) {
      if (word.length > 3) expect(`${mail.subject} ${preview}`).not.toContain(word);
    }
    expect(mail.subject).not.toMatch(/\d/);
    expect(mail.headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=[\w.-]+>$/m,
    );
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('sends none after unsubscribing with one click, without signing in', async () => {
    const [mail] = mailsTo(due);
    const url = /^List-Unsubscribe: <http:\/\/localhost:3000([^>]+)>$/m.exec(mail?.headers ?? '')?.[1];
    if (!url) throw new Error('no unsubscribe address');
    // Opened in a browser: to the confirm page.
    const opened = await instances[0]?.app.inject({ url });
    expect(opened?.statusCode).toBe(303);
    expect(opened?.headers.location).toMatch(/^\/unsubscribe\?token=/);
    // A forged token does nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: url.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    // The mail client's one-click POST.
    const oneClick = await instances[1]?.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick?.statusCode).toBe(200);
    expect(oneClick?.json()).toEqual({ unsubscribed: true });
    const settings = await t.app.inject({ url: '/api/goals', headers: { cookie: due.cookie } });
    expect(settings.json()).toMatchObject({ reminders: { enabled: false, available: true } });

    // Wednesday 2 December, 19:30: the unsubscribed customer gets none; the others (Wednesday is not a
    // rest day, nothing logged that day) one each.
    await runBoth('2026-12-02T18:30:00Z');
    await runBoth('2026-12-02T18:45:00Z');
    expect(mailsTo(due)).toHaveLength(1);
    expect(mailsTo(resting)).toHaveLength(1);
    expect(mailsTo(logged)).toHaveLength(1);
  });

  it('is not offered to a store customer without an account', async () => {
    const anonymous = await t.app.inject({ url: '/api/goals' });
    expect(anonymous.statusCode).toBe(401);
    const mine = await t.app.inject({ url: '/api/goals', headers: { cookie: due.cookie } });
    expect(mine.json()).toMatchObject({ reminders: { available: true } });
  });
});
