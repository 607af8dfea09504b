import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, freePort, startAppProcess, waitForHealth } from '../test/app-process.ts';

// The real app on its own embedded PostgreSQL, whose server is killed or stopped under parallel writes.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-outage-'));
fs.chmodSync(dataDir, 0o755);
let app: AppProcess;
let port: number;
let cookie: string;

const url = (route: string) => `http://127.0.0.1:${port}${route}`;
const json = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postmasterPid(): number {
  return Number.parseInt(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'), 10);
}

async function writeSession(): Promise<number | 'no answer'> {
  try {
    const response = await fetch(url('/api/sessions'), {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ device: 'Anti-turtle Sleeves', duration: 11, notes: 'outage' }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'no answer';
  }
}

/** 8 writers in a loop until stopped; every answer is kept in order. */
function startWriters() {
  const answers: (number | 'no answer')[] = [];
  let stopped = false;
  const writers = Array.from({ length: 8 }, async () => {
    while (!stopped) {
      answers.push(await writeSession());
      await sleep(20);
    }
  });
  return {
    answers,
    stop: async () => {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (!app.alive()) throw new Error(`the app died waiting for ${what}\n${app.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${app.output()}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  port = await freePort();
  app = startAppProcess(dataDir, port, { AUTH_RATE_LIMIT_MAX: '1000' }, true);
  await waitForHealth(port);
  const account = {
    email: 'outage@example.com',
    password: 'secret12',
    username: 'outage_1',
    name: 'outage_1',
  };
  const registered = await fetch(url('/api/register'), {
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  expect(registered.status).toBe(201);
  const signedIn = await fetch(url('/api/login'), {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(signedIn.status).toBe(200);
  cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
});

afterAll(async () => {
  if (app.alive()) {
    app.child.kill('SIGTERM');
    await app.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the app when its embedded PostgreSQL goes away under 8 parallel writes', () => {
  it.each([
    ['killed (SIGKILL)', 'SIGKILL'],
    ['stopped cleanly (fast shutdown)', 'SIGINT'],
  ] as const)(
    'survives the server being %s: 503 meanwhile, then restarts it and writes again',
    async (_, signal) => {
      const writers = startWriters();
      await until(
        () => writers.answers.filter((answer) => answer === 201).length >= 16,
        'writes before the outage',
      );
      const pid = postmasterPid();
      process.kill(pid, signal);
      await until(() => writers.answers.includes(503), 'a 503 during the outage');
      await waitForHealth(port, 30_000);
      const outageEnd = writers.answers.length;
      await until(() => writers.answers.slice(outageEnd).includes(201), 'a write after the restart');
      await writers.stop();

      expect(app.alive(), app.output()).toBe(true);
      expect(new Set(writers.answers), app.output()).toEqual(new Set([201, 503]));
      expect(postmasterPid()).not.toBe(pid);
      expect(await writeSession()).toBe(201);
      expect(app.output()).toMatch(/embedded PostgreSQL stopped unexpectedly/);
      expect(app.output()).toMatch(/embedded PostgreSQL restarted/);
    },
    45_000,
  );

  it('stops cleanly on Ctrl+C, which reaches PostgreSQL too, without restarting it', async () => {
    process.kill(-(app.child.pid ?? 0), 'SIGINT');
    expect(await app.exited, app.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    await sleep(1000);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(app.output().match(/embedded PostgreSQL stopped unexpectedly/g)).toHaveLength(2);
  });
});
