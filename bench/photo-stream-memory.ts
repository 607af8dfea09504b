/**
 * What sending photos costs the server in memory now that they are rows of photo_blobs (docs/decisions/030).
 * Stores five 10 MB photos (random bytes: a camera's JPEG does not compress either) in a scratch database,
 * then, in this process, measures the RSS growth at its peak (sampled every 5 ms) while:
 * - GET /api/photos/:id sends one photo to a slow reader, then to ten slow readers at once;
 * - the admin's zip with images streams all five to a slow reader;
 * - for contrast, one query reads a whole photo at once (what streaming avoids).
 * Run: `node --import tsx bench/photo-stream-memory.ts` (DATABASE_URL names a server the scratch
 * database is created on, postgres://postgres@127.0.0.1:5432/postgres by default). A benchmark, not a test.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { sessionsZipStream } from '../src/server/services/exports/sessions-zip.ts';
import { writeBlob } from '../src/server/services/photos/photo-blobs.ts';

const MB = 1024 * 1024;
const PHOTO_BYTES = 10 * MB;
const PHOTOS = 5;
const CUSTOMER = 'bench-photo-customer';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_photos_${randomUUID().replaceAll('-', '')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
// A full garbage collection on demand (as `node --expose-gc` gives), to tell live memory from garbage.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

async function onAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

/**
 * Runs `work`, sampling RSS every 5 ms; answers the growth at the peak over the RSS before, in MB. With
 * `collect`, a full GC runs before each sample, so the peak is what the work holds live rather than its
 * garbage (each chunk arrives as 512 KB of hex text, which V8 collects when it sees fit).
 */
async function peakGrowth(work: () => Promise<unknown>, collect = false): Promise<number> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    if (collect) gc();
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  await work();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return (peak - before) / MB;
}

/** Reads a stream as a slow phone would: a pause after every piece. Answers the bytes read. */
function readSlowly(stream: Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    stream.on('data', (piece: Buffer) => {
      bytes += piece.length;
      stream.pause();
      setTimeout(() => stream.resume(), 2);
    });
    stream.on('end', () => resolve(bytes));
    stream.on('error', reject);
  });
}

const get = (url: string) =>
  new Promise<http.IncomingMessage>((resolve, reject) => http.get(url, resolve).on('error', reject));

async function main() {
  await onAdmin(`CREATE DATABASE ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-bench-photos-'));
  fs.writeFileSync(path.join(dataDir, 'index.html'), '<!doctype html>');
  const database = createDatabase(databaseUrl, pino({ level: 'silent' }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CUSTOMER_HASH_MODE: 'open',
    HASH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const app = await buildApp({
    config,
    database,
    sessionSecret: randomBytes(32).toString('hex'),
    mailer: { send: async () => undefined },
    clientDir: dataDir,
  });
  try {
    await runMigrations(databaseUrl);
    const ids: string[] = [];
    for (let n = 0; n < PHOTOS; n++) {
      const id = randomBytes(16).toString('hex');
      const session = await database.pool.query<{ id: number }>(
        `INSERT INTO sessions (customer_hash, device, duration) VALUES ($1, 'Anti-turtle Sleeves', 10) RETURNING id`,
        [CUSTOMER],
      );
      await database.pool.query(
        `INSERT INTO photos (id, customer_hash, session_id, file_name, content_type, byte_size)
         VALUES ($1, $2, $3, $1 || '.jpg', 'image/jpeg', $4)`,
        [id, CUSTOMER, session.rows[0]?.id, PHOTO_BYTES],
      );
      await database.db.transaction((tx) => writeBlob(tx, id, 'original', randomBytes(PHOTO_BYTES)));
      ids.push(id);
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const photoUrl = (id: string) => `http://127.0.0.1:${port}/api/photos/${id}?customer_hash=${CUSTOMER}`;

    const sendOnce = async (id: string) => {
      const response = await get(photoUrl(id));
      if (response.statusCode !== 200) throw new Error(`GET photo answered ${response.statusCode}`);
      const bytes = await readSlowly(response);
      if (bytes !== PHOTO_BYTES) throw new Error(`read ${bytes} bytes of ${PHOTO_BYTES}`);
    };
    const zipAll = async () => {
      const bytes = await readSlowly(sessionsZipStream(database.pool, [CUSTOMER], pino({ level: 'silent' })));
      if (bytes < PHOTOS * PHOTO_BYTES) throw new Error(`the zip holds ${bytes} bytes`);
    };
    const readWhole = () =>
      database.pool.query(
        `SELECT string_agg(data, ''::bytea ORDER BY chunk) AS data FROM photo_blobs WHERE photo_id = $1`,
        [ids[0]],
      );
    const scenarios: [string, () => Promise<unknown>][] = [
      ['GET one 10 MB photo, one slow reader', () => sendOnce(ids[0] as string)],
      [
        'GET 10 MB photos, ten slow readers at once',
        () => Promise.all(Array.from({ length: 10 }, (_, n) => sendOnce(ids[n % PHOTOS] as string))),
      ],
      [`zip of ${PHOTOS} photos of 10 MB (admin export with images)`, zipAll],
      ['for contrast: one query reading a whole 10 MB photo', readWhole],
    ];
    await sendOnce(ids[0] as string); // warm up: the first request compiles and connects
    process.stdout.write(
      `${'RSS growth at the peak'.padEnd(58)} as it runs   GC before each sample (live)\n`,
    );
    for (const [what, work] of scenarios) {
      const plain = await peakGrowth(work);
      const live = await peakGrowth(work, true);
      process.stdout.write(
        `${what.padEnd(58)} ${plain.toFixed(1).padStart(7)} MB   ${live.toFixed(1).padStart(7)} MB\n`,
      );
    }
  } finally {
    await app.close();
    await database.pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err instanceof Error ? err.stack : err)}\n`);
  process.exit(1);
});
