import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { freePort } from '../src/server/test/app-process.ts';
import { type PgBouncer, startPgBouncer } from '../src/server/test/pgbouncer.ts';
import { freshEmail, registerThroughUi, signInThroughUi } from './support/accounts.ts';
import { type AppServer, startAppServer } from './support/deploy/app-server.ts';
import { haproxyConfig, type LoadBalancer, startHaproxy } from './support/deploy/haproxy.ts';
import { makeRelease, type Release } from './support/deploy/release.ts';
import { type Load, startLoad } from './support/deploy/wrk.ts';
import { expectTiles } from './support/tracker.ts';

// The README's "Deploy", run whole (issue 30, docs/decisions/062): one checkout built once, two processes
// serving it behind Debian's HAProxy, on PostgreSQL through PgBouncer. A new commit is built in place while
// they serve, then each process in turn gets SIGTERM (it drains: /readyz 503, HAProxy takes it out, it
// finishes what it has and stops) and starts again on the new build. wrk keeps asking the whole time, and a
// page opened before the deploy stays open: no request may fail, and the page still opens a screen whose
// chunk only the old build has.

const PASSWORD = 'rolling-restart-1';
const PROGRESS_CHUNK = /\/assets\/(progress-page-[\w-]+\.js)$/;
const DRAIN_SECONDS = 2;

test.use({ viewport: { width: 375, height: 667 }, serviceWorkers: 'block' });
test.setTimeout(300_000);

const cleanups: (() => Promise<unknown> | unknown)[] = [];
test.afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
});

/** A PostgreSQL server's address: the one DATABASE_URL names, else an embedded one of this test's own. */
async function postgresServer(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-deploy-pg-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres(dir, pino({ level: 'warn' }));
  cleanups.push(async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return server.url('postgres');
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test('the README shows the load balancer settings this test runs', () => {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
  const shown = (/```haproxy\n([\s\S]*?)```/.exec(readme)?.[1] ?? '').split('\n').map((line) => line.trim());
  // Every setting but the addresses, which are the test's own.
  const settings = haproxyConfig(80, 81, [3001, 3002])
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^(bind|server|global|maxconn|listen|stats)\b/.test(line));
  expect(settings.filter((line) => !shown.includes(line))).toEqual([]);
});

test('a rolling restart onto a new build fails no request and keeps an open page working', async ({
  browser,
}) => {
  // The deploy target: built once.
  const release: Release = makeRelease();
  cleanups.push(() => release.remove());
  release.build();
  const firstBuild = release.record();

  // PostgreSQL through PgBouncer, in transaction pooling mode.
  const serverUrl = await postgresServer();
  const database = `e2e_deploy_${Date.now()}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${database}`);
  cleanups.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  const bouncer: PgBouncer = await startPgBouncer(serverUrl);
  cleanups.push(() => bouncer.stop());

  // Two processes on one build, then the load balancer in front of them.
  const [lbPort, statsPort, ...appPorts] = await Promise.all([0, 1, 2, 3].map(() => freePort()));
  const publicUrl = `http://127.0.0.1:${lbPort}`;
  const env = (index: number): NodeJS.ProcessEnv => ({
    NODE_ENV: 'production',
    ALLOW_INSECURE_HTTP: 'true',
    DATABASE_URL: bouncer.url(database),
    DATA_DIR: path.join(release.dir, `.data-${index}`),
    SESSION_SECRET: 'rolling-restart-secret-rolling-restart-0123456789',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    MAIL_TRANSPORT: 'file',
    LOG_LEVEL: 'warn',
  });
  const servers: AppServer[] = [];
  for (const [index, port] of (appPorts as number[]).entries()) {
    servers[index] = await startAppServer(release.dir, port, env(index));
  }
  cleanups.push(() => Promise.all(servers.map((server) => server.stop())));
  const balancer: LoadBalancer = await startHaproxy(
    lbPort as number,
    statsPort as number,
    appPorts as number[],
  );
  cleanups.push(() => balancer.stop());
  await balancer.waitFor('app2', 'UP');

  // A customer's page, opened before the deploy.
  const context = await browser.newContext({ baseURL: publicUrl, serviceWorkers: 'block' });
  cleanups.push(() => context.close());
  const page = await context.newPage();
  const email = freshEmail('rolling-restart');
  await registerThroughUi(page, email, PASSWORD);
  await signInThroughUi(page, email, PASSWORD);
  await expectTiles(page, 0, 0, 0);
  await page.evaluate(() => {
    (window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true;
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  const failedAssets: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() !== 200)
      failedAssets.push(`${response.status()} ${response.url()}`);
  });

  // Load the whole time: the page, a signed-in API call (the database through PgBouncer), one of the old
  // build's scripts, the health check.
  const cookie = (await context.cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
  const entry = firstBuild.files.find((file) => /^assets\/index-[\w-]+\.js$/.test(file));
  expect(entry).toBeDefined();
  const load: Load = startLoad(publicUrl, ['/', '/api/goals/summary', `/${entry}`, '/healthz'], {
    cookie,
    accept: 'text/html,application/json',
  });
  cleanups.push(() => load.stop().catch(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  // The deploy: a new commit built in place while both processes serve, then one process at a time.
  release.change('the next release');
  release.build();
  const secondBuild = release.record();
  expect(secondBuild.buildId).not.toBe(firstBuild.buildId);
  for (const [index, server] of servers.entries()) {
    const name = `app${index + 1}`;
    const stopped = server.stop();
    await balancer.waitFor(name, 'DOWN', 10_000);
    expect(await stopped, `${name} stops cleanly:\n${server.output()}`).toBe(0);
    servers[index] = await startAppServer(release.dir, server.port, env(index));
    await balancer.waitFor(name, 'UP');
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const figures = await load.stop();
  // The figures of the run, in the test's output (CI prints them; nothing is timed against a bound).
  process.stdout.write(
    `rolling restart under load: ${figures.requests} requests, ${figures.failures} failed ` +
      `(${JSON.stringify(figures.errors)}), p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, ` +
      `max ${figures.maxMs.toFixed(1)} ms\n`,
  );
  expect(figures.failures).toBe(0);
  expect(figures.requests).toBeGreaterThan(200);

  // Both processes now serve the new build's page.
  const served = await (await fetch(`${publicUrl}/`, { headers: { accept: 'text/html' } })).text();
  const newEntry = secondBuild.files.find((file) => /^assets\/index-[\w-]+\.js$/.test(file));
  expect(newEntry).not.toBe(entry);
  expect(served).toContain(newEntry);

  // The page opened before the deploy opens a screen it has not loaded yet: the old build's chunk, still
  // served, without a reload.
  const chunk = page.waitForResponse(PROGRESS_CHUNK);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const chunkResponse = await chunk;
  expect(chunkResponse.status()).toBe(200);
  const chunkFile = `assets/${PROGRESS_CHUNK.exec(new URL(chunkResponse.url()).pathname)?.[1]}`;
  expect(firstBuild.files).toContain(chunkFile);
  expect(secondBuild.files).not.toContain(chunkFile);
  expect(loads).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy),
  ).toBe(true);
  expect(failedAssets).toEqual([]);
});
