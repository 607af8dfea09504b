import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { jpegWithGps, multipartBody } from '../test/multipart.ts';
import { storedPhotos } from '../test/stored-pictures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Idempotency keys (docs/decisions/023): a write repeated with the same Idempotency-Key answers the first
// result and changes nothing, so the offline outbox can replay without duplicates.
let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = await signIn(t.app, (await registerUser(t.app)).email);
  bob = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

const HANGER = 'Adjustable Penis Weight Hanging System';
const MEASUREMENT = {
  device: 'Measurement Update',
  duration: 0,
  length: 6.5,
  date: '2026-11-01T00:00:00Z',
  day: '2026-11-01',
};

type Send = { method: 'POST' | 'PUT' | 'DELETE'; url: string; cookie: string; key?: string | string[] };
const sendJson = ({ method, url, cookie, key }: Send, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload ? { payload } : {}),
  });
const sendMultipart = ({ method, url, cookie, key }: Send, body: ReturnType<typeof multipartBody>) =>
  t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

const countRows = async (sql: string, values: unknown[] = []) =>
  (await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0]?.n;
const sessionsOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/sessions?limit=100', headers: { cookie } })).json() as { id: number }[];

describe('a repeated write with the same key', () => {
  it('answers the first measurement entry again and adds no row', async () => {
    const key = randomUUID();
    const request = { method: 'POST', url: '/api/sessions', cookie: alice, key } as const;
    const first = await sendJson(request, MEASUREMENT);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = (await sessionsOf(alice)).length;

    const again = await sendJson(request, MEASUREMENT);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.json()).toEqual(first.json());
    expect((await sessionsOf(alice)).length).toBe(before);
    expect(await countRows('idempotency_keys WHERE key = $1', [key])).toBe(1);
  });

  it('answers the first session with its photo again: one row, one photo file', async () => {
    const key = randomUUID();
    const image = await jpegWithGps();
    const form = () => multipartBody({ device: HANGER, duration: 30, notes: 'offline' }, { data: image });
    const photosBefore = (await storedPhotos(t.pool)).length;
    const first = await sendMultipart({ method: 'POST', url: '/api/sessions', cookie: alice, key }, form());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().imageUrl).toMatch(/^\/api\/photos\//);
    const rowsBefore = await countRows('sessions');

    // A new multipart body (another boundary) with the same fields and photo is the same request.
    const again = await sendMultipart({ method: 'POST', url: '/api/sessions', cookie: alice, key }, form());
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countRows('sessions')).toBe(rowsBefore);
    expect((await storedPhotos(t.pool)).length).toBe(photosBefore + 1);
    const stored = await t.pool.query('SELECT response::text AS text FROM idempotency_keys WHERE key = $1', [
      key,
    ]);
    expect(stored.rows[0].text).toContain('offline');
    expect(stored.rows[0].text.length).toBeLessThan(2000);
  });

  it('answers the first update again, without undoing a later change', async () => {
    const created = await sendJson({ method: 'POST', url: '/api/sessions', cookie: alice }, MEASUREMENT);
    const id = created.json().id;
    const key = randomUUID();
    const put = { method: 'PUT', url: `/api/sessions/${id}`, cookie: alice, key } as const;
    const first = await sendJson(put, { ...MEASUREMENT, length: 7 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().length).toBe(7);
    const later = await sendJson({ ...put, key: randomUUID() }, { ...MEASUREMENT, length: 8 });
    expect(later.json().length).toBe(8);

    const again = await sendJson(put, { ...MEASUREMENT, length: 7 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const read = await t.app.inject({ url: `/api/sessions/${id}`, headers: { cookie: alice } });
    expect(read.json().length).toBe(8);
  });

  it('answers the first delete again instead of 404', async () => {
    const created = await sendJson({ method: 'POST', url: '/api/sessions', cookie: alice }, MEASUREMENT);
    const id = created.json().id;
    const del = { method: 'DELETE', url: `/api/sessions/${id}`, cookie: alice, key: randomUUID() } as const;
    const first = await sendJson(del);
    expect(first.statusCode).toBe(200);
    const again = await sendJson(del);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Session deleted' });
    expect((await sendJson({ ...del, key: randomUUID() })).statusCode).toBe(404);
  });

  it('answers the first check-in again and keeps one check-in', async () => {
    const body = multipartBody({ device: 'Anti-turtle Sleeves', duration: 20, notes: '' });
    const created = await sendMultipart({ method: 'POST', url: '/api/sessions', cookie: alice }, body);
    const id = created.json().id;
    const put = {
      method: 'PUT',
      url: `/api/sessions/${id}/checkin`,
      cookie: alice,
      key: randomUUID(),
    } as const;
    const answer = { pain: 'mild', numbness: 'none', discolouration: 'none' };
    const first = await sendJson(put, answer);
    expect(first.statusCode, first.body).toBe(200);
    const again = await sendJson(put, answer);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countRows('session_checkins WHERE session_id = $1', [id])).toBe(1);
  });
});

describe('a key used for another request', () => {
  it('answers 422 IDEMPOTENCY_KEY_REUSED for another body or another endpoint, and changes nothing', async () => {
    const key = randomUUID();
    const post = { method: 'POST', url: '/api/sessions', cookie: alice, key } as const;
    expect((await sendJson(post, MEASUREMENT)).statusCode).toBe(201);
    const rows = await countRows('sessions');

    const otherBody = await sendJson(post, { ...MEASUREMENT, length: 9 });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(otherBody.json().message).toMatch(/different request/);

    const id = (await sessionsOf(alice))[0]?.id;
    const otherRoute = await sendJson(
      { method: 'PUT', url: `/api/sessions/${id}`, cookie: alice, key },
      MEASUREMENT,
    );
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countRows('sessions')).toBe(rows);
  });

  it("is another customer's own key: independent", async () => {
    const key = randomUUID();
    const aliceEntry = await sendJson(
      { method: 'POST', url: '/api/sessions', cookie: alice, key },
      MEASUREMENT,
    );
    const bobEntry = await sendJson(
      { method: 'POST', url: '/api/sessions', cookie: bob, key },
      {
        ...MEASUREMENT,
        length: 5,
      },
    );
    expect(bobEntry.statusCode).toBe(201);
    expect(bobEntry.headers['idempotent-replayed']).toBeUndefined();
    expect(bobEntry.json().id).not.toBe(aliceEntry.json().id);
    expect(bobEntry.json().length).toBe(5);
    expect(await countRows('idempotency_keys WHERE key = $1', [key])).toBe(2);
  });
});

describe('concurrency and failures', () => {
  it('runs two identical requests sent at once only once', async () => {
    const key = randomUUID();
    const before = (await sessionsOf(bob)).length;
    const request = { method: 'POST', url: '/api/sessions', cookie: bob, key } as const;
    const answers = await Promise.all([
      sendJson(request, MEASUREMENT),
      sendJson(request, MEASUREMENT),
      sendJson(request, MEASUREMENT),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(201);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const answer of answers.filter((item) => item.statusCode === 409)) {
      expect(answer.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(answer.headers['retry-after']).toBe('1');
    }
    const ids = new Set(answers.filter((item) => item.statusCode === 201).map((item) => item.json().id));
    expect(ids.size).toBe(1);
    expect((await sessionsOf(bob)).length).toBe(before + 1);
  });

  it('answers 409 while the first is still running; a claim left by a stopped process is taken over', async () => {
    const key = randomUUID();
    const request = { method: 'POST', url: '/api/sessions', cookie: bob, key } as const;
    expect((await sendJson(request, MEASUREMENT)).statusCode).toBe(201);
    // As if the first request were still running.
    await t.pool.query('UPDATE idempotency_keys SET status = NULL, response = NULL WHERE key = $1', [key]);
    const running = await sendJson(request, MEASUREMENT);
    expect(running.statusCode).toBe(409);
    expect(running.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');

    await t.pool.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '3 minutes' WHERE key = $1",
      [key],
    );
    const takenOver = await sendJson(request, MEASUREMENT);
    expect(takenOver.statusCode).toBe(201);
    expect((await sendJson(request, MEASUREMENT)).json()).toEqual(takenOver.json());
  });

  it('frees the key of a write that failed, so a corrected retry runs', async () => {
    const key = randomUUID();
    const request = { method: 'POST', url: '/api/sessions', cookie: alice, key } as const;
    const refused = await sendMultipart(request, multipartBody({ device: HANGER, duration: -5 }));
    expect(refused.statusCode).toBe(400);
    expect(await countRows('idempotency_keys WHERE key = $1', [key])).toBe(0);
    const retried = await sendMultipart(request, multipartBody({ device: HANGER, duration: 5 }));
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it('answers 400 IDEMPOTENCY_KEY_INVALID to a malformed key, and accepts a quoted one', async () => {
    const rows = await countRows('sessions');
    const long = 'k'.repeat(256);
    for (const key of [
      '',
      'short',
      'has spaces in it',
      long,
      'ünïcödé-key-1234',
      [randomUUID(), randomUUID()],
    ]) {
      const response = await sendJson(
        { method: 'POST', url: '/api/sessions', cookie: alice, key },
        MEASUREMENT,
      );
      expect(response.statusCode, String(key)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', field: 'Idempotency-Key' });
    }
    expect(await countRows('sessions')).toBe(rows);
    const quoted = `"${randomUUID()}"`;
    const accepted = await sendJson(
      { method: 'POST', url: '/api/sessions', cookie: alice, key: quoted },
      MEASUREMENT,
    );
    expect(accepted.statusCode).toBe(201);
  });

  it('leaves a write without a key as it was: two sends, two rows', async () => {
    const before = (await sessionsOf(bob)).length;
    await sendJson({ method: 'POST', url: '/api/sessions', cookie: bob }, MEASUREMENT);
    await sendJson({ method: 'POST', url: '/api/sessions', cookie: bob }, MEASUREMENT);
    expect((await sessionsOf(bob)).length).toBe(before + 2);
  });
});

describe('retention', () => {
  it('the sweep removes keys older than 8 days and keeps a week-old one', async () => {
    const old = randomUUID();
    const week = randomUUID();
    for (const key of [old, week])
      expect(
        (await sendJson({ method: 'POST', url: '/api/sessions', cookie: alice, key }, MEASUREMENT))
          .statusCode,
      ).toBe(201);
    await t.pool.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '8 days 1 hour' WHERE key = $1",
      [old],
    );
    await t.pool.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '7 days 23 hours' WHERE key = $1",
      [week],
    );
    await t.app.retentionSweep();
    expect(await countRows('idempotency_keys WHERE key = $1', [old])).toBe(0);
    expect(await countRows('idempotency_keys WHERE key = $1', [week])).toBe(1);
  });
});
