import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { allRows, emptyDatabase, photoFiles, runNpmScript, tempDir } from '../test/backup-helpers.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { jpegWithGps, multipartBody, sendForm, smallPng } from '../test/multipart.ts';
import { signStoreProof } from '../test/store-signing.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readZip } from '../test/zip.ts';
import type { BackupManifest } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';
import { migrateUpTo, shippedMigrations } from './migration-levels.ts';
import { restoreBackup } from './restore-backup.ts';

const SHARED = 'theme-shared-secret-0123456789';
const SESSION_SECRET = 'test-secret-test-secret-test-secret-0123456789';
const NOTES = 'tab\there\nnext line \\ back\\slash, ünïcödé 😀, \\N';
let t: TestApp;
let alice: string;
let aliceEmail: string;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  t = await createTestApp({ STORE_SHARED_SECRET: SHARED, AUTH_RATE_LIMIT_MAX: '1000' });
  aliceEmail = (await registerUser(t.app)).email;
  alice = await signIn(t.app, aliceEmail);
  const bobEmail = (await registerUser(t.app)).email;
  const bob = await signIn(t.app, bobEmail, 'secret12', true);
  await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: bobEmail, password: 'wrong-one' },
  });
  const withPhoto = multipartBody(
    { device: 'Measurement Update', duration: 0, length: 6.25, girth: 5.5, notes: NOTES },
    { data: await jpegWithGps() },
  );
  expect((await sendForm(t.app, 'POST', '/api/sessions', withPhoto, alice)).statusCode).toBe(201);
  const upload = multipartBody({}, { data: await smallPng(), filename: 'p.png', contentType: 'image/png' });
  expect((await sendForm(t.app, 'POST', '/api/upload', upload, alice)).statusCode).toBe(201);
  const session = {
    device: 'Adjustable Penis Weight Hanging System',
    duration: 12,
    weight: 2.5,
    notes: NOTES,
  };
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { cookie: alice },
        payload: session,
      })
    ).statusCode,
  ).toBe(201);
  // Bob's deleted session leaves a gap the restored sequence must not hand out again.
  const doomed = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie: bob },
    payload: session,
  });
  await t.app.inject({
    method: 'DELETE',
    url: `/api/sessions/${doomed.json().id}`,
    headers: { cookie: bob },
  });
  // A store customer without an account: a customer_mapping row with no user, and a session.
  const store = await t.app.inject({
    method: 'POST',
    url: '/api/customer/session',
    payload: signStoreProof(SHARED, '777'),
  });
  const { token } = store.json();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { authorization: `Bearer ${token}` },
    payload: session,
  });
  expect(created.statusCode).toBe(201);
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.close();
});

/** A new empty database and DATA_DIR, dropped after the file. */
async function freshTarget() {
  const database = await emptyDatabase(t.adminUrl);
  const dataDir = tempDir('restored');
  cleanups.push(database.drop, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { url: database.url, dataDir };
}

function backupFolder() {
  const dir = tempDir('backups');
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The app on a restored database and DATA_DIR, with the test app's session secret. */
async function appOn(url: string, dataDir: string): Promise<FastifyInstance> {
  const clientDir = tempDir('client');
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Progress Tracker</title>');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STORE_SHARED_SECRET: SHARED,
  });
  const database = createDatabase(url, pino({ level: 'silent' }));
  const app = await buildApp({
    config,
    database,
    sessionSecret: SESSION_SECRET,
    mailer: { send: async () => {} },
    clientDir,
  });
  cleanups.push(async () => {
    await app.close();
    await database.pool.end();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });
  return app;
}

async function insertSession(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const inserted = await client.query(
    `INSERT INTO sessions (customer_hash, device, duration) VALUES ('next', 'Anti-turtle Sleeves', 1) RETURNING id`,
  );
  await client.query(`DELETE FROM sessions WHERE id = $1`, [inserted.rows[0].id]);
  await client.end();
  return inserted.rows[0].id;
}

/** A copy of a backup with its manifest changed. */
async function withManifest(file: string, change: (manifest: BackupManifest) => BackupManifest) {
  const zip = new yazl.ZipFile();
  for (const entry of await readZip(fs.readFileSync(file))) {
    const data =
      entry.name === 'manifest.json'
        ? Buffer.from(JSON.stringify(change(JSON.parse(entry.data.toString('utf8')))))
        : entry.data;
    zip.addBuffer(data, entry.name);
  }
  zip.end();
  const changed = `${file}.changed.zip`;
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  fs.writeFileSync(changed, Buffer.concat(chunks));
  return changed;
}

describe('backup and restore', () => {
  it('restores every row and photo byte into a fresh database and DATA_DIR, and the app works on it', async () => {
    const file = path.join(backupFolder(), 'backup.zip');
    const { manifest } = await createBackup({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, out: file });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Photos are rows (docs/decisions/030): two photos and their two thumbnails, one chunk each.
    expect(manifest.photos).toEqual({ files: 0, bytes: 0, missing: [] });
    expect(manifest.tables.find((table) => table.name === 'photo_blobs')?.rows).toBe(4);
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(2);
    expect(manifest.migrations.length).toBeGreaterThan(0);

    const target = await freshTarget();
    // A thumbnail left in the folder of the data being replaced does not outlive the restore.
    fs.mkdirSync(path.join(target.dataDir, 'thumbnails'), { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, 'thumbnails', `${'0'.repeat(32)}.webp`), 'stale');
    await restoreBackup({ databaseUrl: target.url, dataDir: target.dataDir, file });
    expect(fs.existsSync(path.join(target.dataDir, 'thumbnails'))).toBe(false);

    const restored = await allRows(target.url);
    expect(restored).toEqual(await allRows(t.databaseUrl));
    expect(restored['public.photos']).toHaveLength(2);
    expect(restored['public.photo_blobs']).toHaveLength(4);
    expect(restored['public.customer_mapping']).toHaveLength(3);
    expect(fs.existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
    // New rows take the ids the original would have given next (no collision, no reuse of Bob's deleted one).
    expect(await insertSession(target.url)).toBe(await insertSession(t.databaseUrl));

    // Alice's signed-in session and her photo came back with the data.
    const app = await appOn(target.url, target.dataDir);
    const list = await app.inject({ url: '/api/sessions', headers: { cookie: alice } });
    expect(list.statusCode).toBe(200);
    const original = await t.app.inject({ url: '/api/sessions', headers: { cookie: alice } });
    expect(list.json()).toEqual(original.json());
    const withPhoto = list.json().find((session: { imageUrl: string | null }) => session.imageUrl);
    const photo = await app.inject({ url: withPhoto.imageUrl, headers: { cookie: alice } });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload).toEqual(
      (await t.app.inject({ url: withPhoto.imageUrl, headers: { cookie: alice } })).rawPayload,
    );
    // The thumbnail came back too.
    const thumbnail = await app.inject({
      url: `${withPhoto.imageUrl}/thumbnail`,
      headers: { cookie: alice },
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.rawPayload).toEqual(
      (await t.app.inject({ url: `${withPhoto.imageUrl}/thumbnail`, headers: { cookie: alice } })).rawPayload,
    );
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: aliceEmail, password: 'secret12' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses to restore into a database that holds rows, unless --force, which replaces them', async () => {
    const file = path.join(backupFolder(), 'backup.zip');
    await createBackup({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, out: file });
    const target = await freshTarget();
    await restoreBackup({ databaseUrl: target.url, dataDir: target.dataDir, file });
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await client.query(`UPDATE users SET name = 'changed since the backup'`);
    await client.query(`DELETE FROM photos WHERE session_id IS NULL`);
    await client.end();
    const changed = await allRows(target.url);

    await expect(restoreBackup({ databaseUrl: target.url, dataDir: target.dataDir, file })).rejects.toThrow(
      /not empty \(rows in .*users.*\).*--force/,
    );
    expect(await allRows(target.url)).toEqual(changed);

    await restoreBackup({ databaseUrl: target.url, dataDir: target.dataDir, file, force: true });
    expect(await allRows(target.url)).toEqual(await allRows(t.databaseUrl));
  });

  it('refuses a backup of a newer version; a damaged one leaves the data as it was, even with --force', async () => {
    const file = path.join(backupFolder(), 'backup.zip');
    await createBackup({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, out: file });
    const target = await freshTarget();
    await restoreBackup({ databaseUrl: target.url, dataDir: target.dataDir, file });
    const rows = await allRows(target.url);

    const newer = await withManifest(file, (manifest) => ({
      ...manifest,
      migrations: [...manifest.migrations, { hash: 'f'.repeat(64), createdAt: 4_102_444_800_000 }],
    }));
    await expect(
      restoreBackup({ databaseUrl: target.url, dataDir: target.dataDir, file: newer, force: true }),
    ).rejects.toThrow('This backup was made by a newer version of the app');

    const damaged = await withManifest(file, (manifest) => ({
      ...manifest,
      tables: manifest.tables.map((table) =>
        table.name === 'users' ? { ...table, rows: table.rows + 1 } : table,
      ),
    }));
    await expect(
      restoreBackup({ databaseUrl: target.url, dataDir: target.dataDir, file: damaged, force: true }),
    ).rejects.toThrow('The backup is damaged: users holds 2 rows, its manifest says 3.');
    expect(await allRows(target.url)).toEqual(rows);
  });

  it('loads a backup of an older version at its migration level, then applies the later migrations', async () => {
    const older = await freshTarget();
    const level = shippedMigrations().length - 1;
    await migrateUpTo(older.url, level);
    const client = new pg.Client({ connectionString: older.url });
    await client.connect();
    await client.query(`INSERT INTO customer_mapping (customer_hash) VALUES ('from-an-older-version')`);
    await client.end();
    const file = path.join(backupFolder(), 'older.zip');
    const { manifest } = await createBackup({ databaseUrl: older.url, dataDir: older.dataDir, out: file });
    expect(manifest.migrations).toHaveLength(level);

    const target = await freshTarget();
    await restoreBackup({ databaseUrl: target.url, dataDir: target.dataDir, file });
    const rows = await allRows(target.url);
    expect(rows['drizzle.__drizzle_migrations']).toEqual(
      (await allRows(t.databaseUrl))['drizzle.__drizzle_migrations'],
    );
    expect(rows['public.customer_mapping']).toEqual([
      expect.stringMatching(/^\(1,from-an-older-version,,".*",account\)$/),
    ]);
  });

  it('restores a backup from before photos moved into the database: its photo files become rows', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
    const level = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith('_photo_blobs'));
    expect(level).toBeGreaterThan(0);
    const older = await freshTarget();
    await migrateUpTo(older.url, level);
    const id = 'f'.repeat(32);
    const client = new pg.Client({ connectionString: older.url });
    await client.connect();
    await client.query(
      `INSERT INTO photos (id, customer_hash, file_name, content_type, byte_size)
       VALUES ($1, 'old-layout', $1 || '.png', 'image/png', 0)`,
      [id],
    );
    await client.end();
    const png = await smallPng();
    fs.mkdirSync(path.join(older.dataDir, 'uploads'));
    fs.writeFileSync(path.join(older.dataDir, 'uploads', `${id}.png`), png);
    // A file no row names is not the app's: left out.
    fs.writeFileSync(path.join(older.dataDir, 'uploads', `${'0'.repeat(32)}.png`), png);
    const file = path.join(backupFolder(), 'files.zip');
    const { manifest } = await createBackup({ databaseUrl: older.url, dataDir: older.dataDir, out: file });
    expect(manifest.photos).toEqual({ files: 1, bytes: png.length, missing: [] });

    const target = await freshTarget();
    await restoreBackup({ databaseUrl: target.url, dataDir: target.dataDir, file });
    const restored = new pg.Client({ connectionString: target.url });
    await restored.connect();
    const stored = await restored.query(
      `SELECT photo_id, kind, string_agg(data, ''::bytea ORDER BY chunk) AS data FROM photo_blobs
        GROUP BY photo_id, kind`,
    );
    await restored.end();
    expect(stored.rows).toEqual([{ photo_id: id, kind: 'original', data: png }]);
    expect(photoFiles(target.dataDir)).toEqual({});
    expect(fs.existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
  });

  it('npm run backup and npm run restore work as an operator runs them on DATABASE_URL', async () => {
    const backup = await runNpmScript('backup', [], { DATABASE_URL: t.databaseUrl, DATA_DIR: t.dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [file] = fs.readdirSync(path.join(t.dataDir, 'backups'));
    expect(file).toMatch(/^backup-\d{8}T\d{6}Z\.zip$/);
    const written = path.join(t.dataDir, 'backups', file ?? '');
    expect(backup.stdout).toContain(`Backup written to ${written}`);
    expect(fs.statSync(written).mode & 0o777).toBe(0o600);

    const target = await freshTarget();
    const env = { DATABASE_URL: target.url, DATA_DIR: target.dataDir };
    const restore = await runNpmScript('restore', [written], env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Restored');
    expect(await allRows(target.url)).toEqual(await allRows(t.databaseUrl));
    expect(restore.stdout).toContain('2 photos.');

    const again = await runNpmScript('restore', [written], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Restore refused: The app's data is not empty");

    // A live process holding the DATA_DIR lock is a running app: no restore under it, even forced.
    fs.writeFileSync(path.join(target.dataDir, 'app.lock'), String(process.pid));
    const whileRunning = await runNpmScript('restore', [written, '--force'], env);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain(`The app (pid ${process.pid}) is running on DATA_DIR`);
    expect(whileRunning.stderr).toContain('Stop it before restoring a backup.');
  }, 60_000);
});
