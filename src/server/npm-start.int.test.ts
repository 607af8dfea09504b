import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BUILD_INPUTS, sourceStamp } from '../../scripts/build-stamp.ts';
import { freePort, waitForHealth } from './test/app-process.ts';

// `npm start` itself: it builds the server and the client when the sources changed since the last build,
// then runs the compiled server (docs/decisions/026, 062). The tests are in one file so they never build
// dist/ under each other.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-npm-start-'));
const clientDir = path.resolve('dist/client');
const serverBundle = path.resolve('dist/server/main.js');
const databaseName = `test_${randomUUID().replaceAll('-', '')}`;
const groups: number[] = [];

afterAll(async () => {
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // already stopped
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

/** Runs a command in its own process group (as a terminal would), collecting its output. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'pipe', detached: true });
  if (child.pid) groups.push(child.pid);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  return { child, exited, output: () => output };
}

/** Every file under dist/client with its modification time, or null when there is none. */
function snapshot(dir: string): Record<string, number> | null {
  if (!fs.existsSync(dir)) return null;
  const files: Record<string, number> = { '.': fs.statSync(dir).mtimeMs };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = fs.statSync(file).mtimeMs;
  }
  return files;
}

async function until(done: () => boolean, timeoutMs = 15_000, context = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline)
      throw new Error(`timed out${context() ? `; the app said:\n${context()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function createDatabase(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

// A second start on the folder of a running app refuses; whatever it built, no file the running app
// serves is gone (a build never empties dist/client).
describe('npm start on a DATA_DIR another app holds', () => {
  it('exits 1 with the lock message, and removes no file the running app serves', async () => {
    fs.writeFileSync(path.join(dataDir, 'app.lock'), String(process.pid)); // this test process is alive
    const before = snapshot(clientDir) ?? {};
    const { code, output } = await run('npm', ['start'], { DATA_DIR: dataDir, PORT: '0' }).exited;
    expect(code).toBe(1);
    expect(output).toContain(
      `Another instance of the app (pid ${process.pid}) is already using DATA_DIR ${dataDir}.`,
    );
    const after = snapshot(clientDir) ?? {};
    expect(Object.keys(before).filter((file) => !(file in after))).toEqual([]);
    expect(fs.readFileSync(path.join(dataDir, 'app.lock'), 'utf8')).toBe(String(process.pid));
  }, 120_000);

  it('does not build again while the build is up to date', async () => {
    const before = snapshot(clientDir);
    const ensure = run(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {});
    const { code, output } = await ensure.exited;
    expect(code).toBe(0);
    expect(output).toContain('The build in dist/ is up to date');
    expect(snapshot(clientDir)).toEqual(before);
  }, 60_000);

  it('lets the start go on when the lock is free or left by a process that no longer runs', async () => {
    const preflight = ['--import', 'tsx', 'src/server/preflight.ts'];
    fs.writeFileSync(path.join(dataDir, 'app.lock'), '2147483646');
    expect((await run(process.execPath, preflight, { DATA_DIR: dataDir }).exited).code).toBe(0);
    fs.rmSync(path.join(dataDir, 'app.lock'));
    expect((await run(process.execPath, preflight, { DATA_DIR: dataDir }).exited).code).toBe(0);
  });
});

describe('npm start on a free DATA_DIR', () => {
  it('starts the build of these sources, serves it from the compiled server and stops on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = run('npm', ['start'], {
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: await createDatabase(),
      LOG_LEVEL: 'warn',
    });
    let healthy = false;
    await Promise.race([
      waitForHealth(port, 150_000).then(() => {
        healthy = true;
      }),
      app.exited.then(({ code, output }) => {
        if (!healthy) throw new Error(`npm start exited (${code}) before the app answered:\n${output}`);
      }),
    ]);
    // The build it serves is the build of these sources (dist/build.json's stamp).
    expect(fs.existsSync(serverBundle)).toBe(true);
    const record = JSON.parse(fs.readFileSync(path.resolve('dist/build.json'), 'utf8'));
    expect(record.stamp).toBe(sourceStamp(process.cwd(), BUILD_INPUTS));

    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    // Sent compressed, with the stylesheet and the loading spinner in it (docs/decisions/043).
    expect(['br', 'gzip']).toContain(page.headers.get('content-encoding'));
    const html = await page.text();
    expect(html).toContain('<div id="root"><div role="status"');
    expect(html).toMatch(/<style>[^<]*tailwindcss/);
    const entry = html.match(/src="\.\/(assets\/[^"]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    const script = await fetch(`${base}/${entry}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await script.arrayBuffer();
    const docs = await fetch(`${base}/api/docs`);
    expect(docs.status).toBe(200);
    // Every answer read to its end, so no connection is left half-read while the server shuts down.
    await docs.arrayBuffer();

    // As a terminal's Ctrl+C, the whole group gets the signal: npm exits at once, the server finishes
    // in order and then lets go of DATA_DIR.
    process.kill(-(app.child.pid ?? 0), 'SIGTERM');
    await app.exited;
    // The app's own shutdown budget (main.ts SHUTDOWN_TIMEOUT_MS) and a little more, on a busy machine.
    await until(
      () => !fs.existsSync(path.join(dataDir, 'app.lock')),
      20_000,
      () => app.output().slice(-4000),
    );
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(app.output()).not.toContain('The app could not start');
  }, 180_000);
});
