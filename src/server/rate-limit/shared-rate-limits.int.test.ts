import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { pruneRateLimits } from '../services/rate-limits/prune-rate-limits.ts';
import { freePort } from '../test/app-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Rate limits counted where every app process sees them (docs/decisions/028): two apps here stand for two
// processes. In PostgreSQL by default (they share the database); in Redis when REDIS_URL is set (they
// share only Redis: each has a database of its own). Redis keys get a prefix of this file's own.
const REDIS_URL = 'redis://127.0.0.1:6379';
const redisPrefix = `test-${randomUUID()}:`;
const LIMIT = 4;
const env = { AUTH_RATE_LIMIT_MAX: String(LIMIT), ADMIN_PASSWORD: 'admin-password-1' };
const opened: { close: () => Promise<void> }[] = [];

async function open(extra: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ ...env, ...extra });
  opened.push(t);
  return t;
}

/** A second app process on the same database as `t`. */
async function secondOn(t: TestApp): Promise<FastifyInstance> {
  const database: Database = createDatabase(t.databaseUrl, pino({ level: 'silent' }));
  const app = await buildApp({
    config: t.config,
    database,
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    mailer: { send: async () => {} },
    clientDir: t.dataDir,
  });
  await app.ready();
  opened.unshift({ close: () => app.close().then(() => database.pool.end()) });
  return app;
}

const login = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'nobody@example.com', password: 'whatever1' },
    remoteAddress,
  });

/** Alternates sign-in attempts between the apps: the budget's worth answer 401, the next 429 on each. */
async function expectOneBudget(apps: FastifyInstance[], remoteAddress: string) {
  for (let i = 0; i < LIMIT; i++) {
    const app = apps[i % apps.length] as FastifyInstance;
    expect((await login(app, remoteAddress)).statusCode).toBe(401);
  }
  for (const app of apps) {
    const refused = await login(app, remoteAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
}

let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS_URL, { lazyConnect: true });
});
afterAll(async () => {
  for (const t of opened) await t.close();
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe('rate limits in PostgreSQL (no REDIS_URL)', () => {
  it('count one auth budget across two apps on the database', async () => {
    const t = await open();
    await expectOneBudget([t.app, await secondOn(t)], '10.30.0.1');
    const rows = await t.pool.query('SELECT key, count FROM rate_limits');
    expect(rows.rows).toEqual([{ key: 'shared|10.30.0.1', count: LIMIT + 2 }]);
  });

  it("count a route's own limit across both too (the admin password step)", async () => {
    const t = await open();
    const apps = [t.app, await secondOn(t)];
    const step = (i: number) =>
      (apps[i % 2] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'wrong-password' },
        remoteAddress: '10.30.0.2',
      });
    for (let i = 0; i < LIMIT; i++) expect((await step(i)).statusCode).not.toBe(429);
    expect((await step(LIMIT)).statusCode).toBe(429);
    expect((await step(LIMIT + 1)).statusCode).toBe(429);
  });

  it('start again when the window ends, and the housekeeping removes ended counts', async () => {
    const t = await open();
    for (let i = 0; i < LIMIT; i++) await login(t.app, '10.30.0.3');
    expect((await login(t.app, '10.30.0.3')).statusCode).toBe(429);
    const endWindows = () =>
      t.pool.query("UPDATE rate_limits SET window_ends_at = now() - interval '1 second'");
    await endWindows();
    expect((await login(t.app, '10.30.0.3')).statusCode).toBe(401);
    expect((await t.pool.query('SELECT count FROM rate_limits')).rows).toEqual([{ count: 1 }]);
    expect(await pruneRateLimits(t.db)).toBe(0);
    await endWindows();
    expect(await pruneRateLimits(t.db)).toBe(1);
    expect((await t.pool.query('SELECT 1 FROM rate_limits')).rowCount).toBe(0);
  });
});

describe('rate limits in Redis (REDIS_URL)', () => {
  it('count one auth budget across two apps that share only Redis', async () => {
    const redisEnv = { REDIS_URL, REDIS_KEY_PREFIX: redisPrefix };
    const [first, second] = [await open(redisEnv), await open(redisEnv)];
    await expectOneBudget([first.app, second.app], '10.40.0.1');
    expect(await redis.keys(`${redisPrefix}*`)).toEqual([expect.stringContaining('10.40.0.1')]);
    expect((await first.pool.query('SELECT 1 FROM rate_limits')).rowCount).toBe(0);
  });

  it('answer 503 while Redis cannot be reached, without letting requests through', async () => {
    const t = await open({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      REDIS_KEY_PREFIX: redisPrefix,
    });
    const started = Date.now();
    const response = await login(t.app, '10.40.0.2');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
