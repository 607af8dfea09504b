import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test/backup-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readZip } from '../test/zip.ts';
import { parseManifest } from './backup-manifest.ts';
import { decodeCopyLine } from './copy-text.ts';
import { createBackup } from './create-backup.ts';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = tempDir('backups');
  // Enough rows that reading them takes a while, so writes land between the tables being read.
  await t.pool.query(
    `INSERT INTO users (username, email, password)
       SELECT 'seed' || g, 'seed' || g || '@example.com', 'x' FROM generate_series(1, 20000) g`,
  );
  await t.pool.query(
    `INSERT INTO customer_mapping (customer_hash, user_id) SELECT 'h-' || id, id FROM users`,
  );
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** Each transaction adds a user with its customer mapping and deletes a seeded user (and, cascading, its mapping). */
async function writeUntil(stop: { done: boolean }): Promise<number[]> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  const commits: number[] = [];
  for (let n = 0; !stop.done; n++) {
    await client.query('BEGIN');
    await client.query(
      `WITH added AS (INSERT INTO users (username, email, password) VALUES ($1, $2, 'x') RETURNING id)
       INSERT INTO customer_mapping (customer_hash, user_id) SELECT 'h-' || id, id FROM added`,
      [`writer${n}`, `writer${n}@example.com`],
    );
    await client.query(
      `DELETE FROM users WHERE id = (SELECT id FROM users WHERE username LIKE 'seed%' ORDER BY id LIMIT 1)`,
    );
    await client.query('COMMIT');
    commits.push(Date.now());
  }
  await client.end();
  return commits;
}

describe('a backup taken while the app writes', () => {
  it('holds one moment of the data: counts match the file and every mapping has its user', async () => {
    const stop = { done: false };
    const writer = writeUntil(stop);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const file = path.join(dir, 'during-writes.zip');
    const { manifest } = await createBackup({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, out: file });
    const ended = Date.now();
    stop.done = true;
    const commits = await writer;
    // The test only means something if writes were committed while the backup ran.
    expect(commits.filter((time) => time > started && time < ended).length).toBeGreaterThan(5);

    const entries = new Map((await readZip(fs.readFileSync(file))).map((entry) => [entry.name, entry.data]));
    expect(parseManifest(entries.get('manifest.json')?.toString('utf8') ?? '')).toEqual(manifest);
    const rowsOf = (table: string) => {
      const text = entries.get(`tables/${table}.copy`)?.toString('utf8') ?? '';
      return text === '' ? [] : text.slice(0, -1).split('\n').map(decodeCopyLine);
    };
    for (const table of manifest.tables) expect(rowsOf(table.name), table.name).toHaveLength(table.rows);

    const users = manifest.tables.find((table) => table.name === 'users');
    const mappings = manifest.tables.find((table) => table.name === 'customer_mapping');
    const userIds = new Set(rowsOf('users').map((row) => row[users?.columns.indexOf('id') ?? -1]));
    const mappedIds = rowsOf('customer_mapping').map(
      (row) => row[mappings?.columns.indexOf('user_id') ?? -1],
    );
    expect(mappedIds.filter((id) => !userIds.has(id))).toEqual([]);
    expect(new Set(mappedIds).size).toBe(userIds.size);
  }, 60_000);
});
