import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

// Issue 14: as root, with DATA_DIR made by `mktemp -d` (mode 700), initdb could not reach its folder.
const asRoot = process.getuid?.() === 0;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(asRoot)('the embedded PostgreSQL as root', () => {
  it('starts in a DATA_DIR of mode 700 owned by root, opening it to the postgres user only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-root-'));
    dirs.push(dir);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const server = await startEmbeddedPostgres(dir, pino({ level: 'silent' }));
    try {
      const client = new pg.Client({ connectionString: server.url('postgres') });
      await client.connect();
      const answer = await client.query<{ ok: number }>('SELECT 1 AS ok');
      await client.end();
      expect(answer.rows).toEqual([{ ok: 1 }]);
    } finally {
      await server.stop();
    }
    const stat = fs.statSync(dir);
    expect(stat.mode & 0o777).toBe(0o710);
    expect(stat.uid).toBe(0);
    const postgresGid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    expect(stat.gid).toBe(postgresGid);
  }, 120_000);
});
