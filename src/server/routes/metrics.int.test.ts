import { Writable } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, signIn, signInAdmin } from '../test/factories.ts';
import { jpegWithGps, multipartBody, sendForm } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'prometheus-scrape-token-0123456789abcdef';
const PASSWORD = 'correct horse battery';
let t: TestApp;
let lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp(
    { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info', ADMIN_PASSWORD: PASSWORD, AUTH_RATE_LIMIT_MAX: '1000' },
    (url) => url,
    logStream,
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

const scrape = async () => {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one series, e.g. `name{label="value"}`, as the exposition prints it; undefined if absent. */
function sampleValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('who may read /metrics', () => {
  it('answers 404 like an unknown path while no METRICS_TOKEN is configured, whatever is sent', async () => {
    const closed = await createTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await closed.app.inject({ url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Route GET /metrics not found' });
      }
    } finally {
      await closed.close();
    }
  });

  it('answers 401 without the token or with a wrong one, and never sets a session cookie', async () => {
    const refusals = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong-token-00' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of refusals) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'A valid metrics token is required',
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 200 with the text exposition to the token, with no session and nothing cached', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('is never served through the store app proxy, even with the token', async () => {
    const response = await t.app.inject({
      url: '/proxy/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it('is not rate-limited for the scraper', async () => {
    for (let i = 0; i < 150; i++) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
        remoteAddress: '10.1.2.3',
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('logs neither the token nor a wrong one, and scrapes are not logged at all', async () => {
    await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer a-wrong-guess-a-wrong-guess-0' },
    });
    await scrape();
    const logged = lines.join('');
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('a-wrong-guess');
    expect(logged).not.toContain('/metrics');
  });

  it('is in the OpenAPI document as an operations endpoint, not a customer one', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths['/metrics'].get;
    expect(operation.tags).toEqual(['ops']);
    expect(operation['x-error-codes']).toEqual(expect.arrayContaining(['UNAUTHENTICATED', 'NOT_FOUND']));
  });
});

describe('what /metrics reports', () => {
  it('times requests by method, route pattern and status class, never the path with its id', async () => {
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie },
      payload: { device: 'Anti-turtle Sleeves', duration: 15, date: '2026-11-03T08:00:00Z' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await t.app.inject({ url: `/api/sessions/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/sessions/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/sessions/99999999', headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/progress/98765' })).statusCode).toBe(200); // a client page
    expect((await t.app.inject({ url: '/index.html' })).statusCode).toBe(200); // a file of the built client

    const text = await scrape();
    const series = (labels: string) => `http_request_duration_seconds_count{${labels}}`;
    expect(sampleValue(text, series('method="GET",route="/api/sessions/:id",status_class="2xx"'))).toBe(2);
    expect(sampleValue(text, series('method="GET",route="/api/sessions/:id",status_class="4xx"'))).toBe(1);
    expect(sampleValue(text, series('method="POST",route="/api/sessions",status_class="2xx"'))).toBe(1);
    expect(sampleValue(text, series('method="GET",route="(no route)",status_class="2xx"'))).toBeGreaterThan(
      0,
    );
    expect(sampleValue(text, series('method="GET",route="(static file)",status_class="2xx"'))).toBe(1);
    expect(
      sampleValue(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/sessions/:id",status_class="2xx"}',
      ),
    ).toBe(2);
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect(routes).toContain('/api/sessions/:id');
    expect([...routes].filter((route) => /99999999|98765|\/\d+(\/|$)/.test(route ?? ''))).toEqual([]);
  });

  it('reports the event-loop lag and the process figures', async () => {
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(sampleValue(text, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('reports the database pool: clients open, idle, checkouts waiting, and the waits', async () => {
    const before = sampleValue(await scrape(), 'tracker_db_pool_wait_seconds_count') ?? 0;
    const held: pg.PoolClient[] = [];
    try {
      // Take every client the pool may open, so the next query has to wait for one.
      while (held.length < 10) held.push(await t.pool.connect());
      const waiting = t.pool.query('SELECT 1');
      const busy = await scrape();
      expect(sampleValue(busy, 'tracker_db_pool_clients')).toBe(10);
      expect(sampleValue(busy, 'tracker_db_pool_idle_clients')).toBe(0);
      expect(sampleValue(busy, 'tracker_db_pool_waiting_checkouts')).toBe(1);
      expect(sampleValue(busy, 'tracker_db_pool_max_clients')).toBe(10);
      await new Promise((resolve) => setTimeout(resolve, 20));
      held.pop()?.release();
      await waiting;
    } finally {
      for (const client of held) client.release();
    }
    const after = await scrape();
    expect(sampleValue(after, 'tracker_db_pool_wait_seconds_count')).toBe(before + 1);
    expect(sampleValue(after, 'tracker_db_pool_wait_seconds_sum')).toBeGreaterThanOrEqual(0.015);
    expect(sampleValue(after, 'tracker_db_pool_waiting_checkouts')).toBe(0);
    expect(sampleValue(after, 'tracker_db_pool_idle_clients')).toBeGreaterThan(0);
  });

  it('times the admin exports and a customer data export, by kind', async () => {
    const admin = await signInAdmin(t.app, t.mails, PASSWORD);
    const sessions = await t.app.inject({ url: '/api/admin/export/sessions', headers: { cookie: admin } });
    expect(sessions.statusCode).toBe(200);
    const users = await t.app.inject({ url: '/api/admin/export/users', headers: { cookie: admin } });
    expect(users.statusCode).toBe(200);
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    const mine = await t.app.inject({ url: '/api/my-data/export', headers: { cookie } });
    expect(mine.statusCode).toBe(200);

    const text = await scrape();
    const count = (kind: string) =>
      sampleValue(text, `tracker_export_duration_seconds_count{export="${kind}",outcome="ok"}`);
    expect(count('sessions_csv')).toBe(1);
    expect(count('users_csv')).toBe(1);
    expect(count('customer_data_zip')).toBe(1);
    expect(
      sampleValue(text, 'tracker_export_duration_seconds_sum{export="sessions_csv",outcome="ok"}'),
    ).toBeGreaterThan(0);
  });

  it('times the photo processing of an upload, and of a file that is not an image', async () => {
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    const upload = await sendForm(
      t.app,
      'POST',
      '/api/upload',
      multipartBody({}, { data: await jpegWithGps() }),
      cookie,
    );
    expect(upload.statusCode).toBe(201);
    const junk = await sendForm(
      t.app,
      'POST',
      '/api/upload',
      multipartBody({}, { data: Buffer.from('not a picture at all') }),
      cookie,
    );
    expect(junk.statusCode).toBe(400);

    const text = await scrape();
    const count = (outcome: string) =>
      sampleValue(text, `tracker_photo_processing_seconds_count{work="upload",outcome="${outcome}"}`);
    expect(count('ok')).toBe(1);
    expect(count('failed')).toBe(1);
    expect(
      sampleValue(text, 'tracker_photo_processing_seconds_sum{work="upload",outcome="ok"}'),
    ).toBeGreaterThan(0);
  });
});
