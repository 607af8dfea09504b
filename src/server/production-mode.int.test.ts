import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

// NODE_ENV=production over plain HTTP: refused with a message, or run with ALLOW_INSECURE_HTTP=true and
// cookies that are not Secure, so sign-in (and the session changes after it) still work.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-production-'));
const databaseName = `test_${randomUUID().replaceAll('-', '')}`;
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startApp(env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/po-loader.ts', 'src/server/main.ts'],
    {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: 'pipe',
    },
  );
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { exited, output: () => output };
}

async function waitForHealth(base: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy');
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

const production = { NODE_ENV: 'production', SESSION_SECRET: 'production-secret-production-secret-0123' };

describe('production mode over plain HTTP', () => {
  it('refuses to start with a message naming PUBLIC_URL and the override', async () => {
    const app = startApp({ ...production, PUBLIC_URL: 'http://127.0.0.1:1', PORT: String(await freePort()) });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain('PUBLIC_URL: must be an https:// address when NODE_ENV=production');
    expect(app.output()).toContain('ALLOW_INSECURE_HTTP=true');
  });

  it('starts with ALLOW_INSECURE_HTTP=true, and its sign-in cookie works over HTTP', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${databaseName}`;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    startApp({
      ...production,
      PUBLIC_URL: base,
      PORT: String(port),
      ALLOW_INSECURE_HTTP: 'true',
      DATABASE_URL: databaseUrl.toString(),
    });
    await waitForHealth(base);
    const account = {
      email: 'bench@example.com',
      password: 'secret12',
      username: 'bench_1',
      name: 'bench_1',
    };
    const json = { 'content-type': 'application/json', origin: base };
    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    });
    expect(register.status).toBe(201);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^tracker\.sid=/);
    expect(setCookie).not.toMatch(/;\s*Secure/i);
    const me = await fetch(`${base}/api/user`, { headers: { cookie: setCookie.split(';')[0] ?? '' } });
    expect(me.status).toBe(200);
  }, 90_000);
});
