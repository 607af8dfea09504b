import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` builds the client before main.ts takes the DATA_DIR lock; a second start on the folder of a
// running app must refuse before that build rewrites the dist/client the running app serves.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-preflight-'));
const clientDir = path.resolve('dist/client');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
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

describe('npm start on a DATA_DIR another app holds', () => {
  it('exits 1 with the lock message before building the client', async () => {
    fs.writeFileSync(path.join(dataDir, 'app.lock'), String(process.pid)); // this test process is alive
    const before = snapshot(clientDir);
    const { code, output } = await run('npm', ['start'], { DATA_DIR: dataDir, PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain(
      `Another instance of the app (pid ${process.pid}) is already using DATA_DIR ${dataDir}.`,
    );
    expect(output).not.toContain('vite');
    expect(snapshot(clientDir)).toEqual(before);
    expect(fs.readFileSync(path.join(dataDir, 'app.lock'), 'utf8')).toBe(String(process.pid));
  }, 60_000);

  it('lets the start go on when the lock is free or left by a process that no longer runs', async () => {
    const preflight = ['--import', 'tsx', 'src/server/preflight.ts'];
    fs.writeFileSync(path.join(dataDir, 'app.lock'), '2147483646');
    expect((await run(process.execPath, preflight, { DATA_DIR: dataDir })).code).toBe(0);
    fs.rmSync(path.join(dataDir, 'app.lock'));
    expect((await run(process.execPath, preflight, { DATA_DIR: dataDir })).code).toBe(0);
  });
});
