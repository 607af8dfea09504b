import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Starts the real app as `npm start` does (no DATABASE_URL: its own embedded PostgreSQL in DATA_DIR).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-main-'));
fs.chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startApp(port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/po-loader.ts', 'src/server/main.ts'],
    { env, stdio: 'pipe' },
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
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy');
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the app on its embedded PostgreSQL', () => {
  it('initialises, refuses a second app on the same DATA_DIR, stops cleanly and keeps its data', async () => {
    const port = await freePort();
    const first = startApp(port);
    await waitForHealth(port);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);
    const register = await fetch(`http://127.0.0.1:${port}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'keep@example.com',
        password: 'secret12',
        username: 'keep_1',
        name: 'keep_1',
      }),
    });
    expect(register.status).toBe(201);

    const second = startApp(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already using DATA_DIR');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);

    const again = startApp(port);
    await waitForHealth(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keep@example.com', password: 'secret12' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('stops with a message naming the variable when the configuration is wrong', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir };
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', './scripts/po-loader.ts', 'src/server/main.ts'],
      { env, stdio: 'pipe' },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });
});
