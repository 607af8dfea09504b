import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNpmScript, startEmbeddedApp, tempDir } from '../test/backup-helpers.ts';
import { readZip } from '../test/zip.ts';

// `npm start` without DATABASE_URL: the app runs its own PostgreSQL in DATA_DIR, which has no pg_dump.
const original = tempDir('embedded-original');
const restored = tempDir('embedded-restored');
const embedded = { DATABASE_URL: undefined };
// Run as root, the embedded server runs as the postgres user, who must be able to enter DATA_DIR.
for (const dir of [original, restored]) fs.chmodSync(dir, 0o755);
afterAll(() => {
  for (const dir of [original, restored]) fs.rmSync(dir, { recursive: true, force: true });
});

const backupsIn = (dataDir: string) => fs.readdirSync(path.join(dataDir, 'backups')).sort();

/** The rows of each table in a backup, sorted, and the photo files. */
async function contents(file: string) {
  const entries = await readZip(fs.readFileSync(file));
  return Object.fromEntries(
    entries
      .filter((entry) => entry.name !== 'manifest.json')
      .map((entry) => [entry.name, entry.data.toString('utf8').split('\n').sort()]),
  );
}

describe('backup and restore of the embedded database', () => {
  it('backs up a running and a stopped app, refuses to restore under a running one, restores on a fresh machine', async () => {
    const app = await startEmbeddedApp(original);
    const account = { email: 'keep@example.com', password: 'secret12', username: 'keep_1', name: 'Keep' };
    const register = await fetch(`${app.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(register.status).toBe(201);

    const whileRunning = await runNpmScript('backup', [], { ...embedded, DATA_DIR: original });
    expect(whileRunning.stderr).toBe('');
    expect(whileRunning.code).toBe(0);
    const [running] = backupsIn(original);
    const runningFile = path.join(original, 'backups', running ?? '');

    const restoreUnderApp = await runNpmScript('restore', [runningFile], { ...embedded, DATA_DIR: original });
    expect(restoreUnderApp.code).toBe(1);
    expect(restoreUnderApp.stderr).toMatch(
      /The app \(pid \d+\) is running on DATA_DIR .*Stop it before restoring/,
    );

    expect(await app.stop()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the next backup's name is a second later
    const whileStopped = await runNpmScript('backup', [], { ...embedded, DATA_DIR: original });
    expect(whileStopped.stderr).toBe('');
    expect(whileStopped.code).toBe(0);
    // It started the embedded server itself and stopped it, and let go of DATA_DIR.
    expect(fs.existsSync(path.join(original, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(original, 'app.lock'))).toBe(false);
    const stoppedFile = path.join(original, 'backups', backupsIn(original)[1] ?? '');
    expect(await contents(stoppedFile)).toEqual(await contents(runningFile));

    // A fresh machine: an empty DATA_DIR; restore initialises the embedded server and loads the backup.
    const restore = await runNpmScript('restore', [runningFile], { ...embedded, DATA_DIR: restored });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const check = await runNpmScript('backup', ['--out', path.join(restored, 'check.zip')], {
      ...embedded,
      DATA_DIR: restored,
    });
    expect(check.code).toBe(0);
    expect(await contents(path.join(restored, 'check.zip'))).toEqual(await contents(runningFile));

    const again = await startEmbeddedApp(restored);
    const login = await fetch(`${again.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    expect(await again.stop()).toBe(0);
  }, 240_000);
});
