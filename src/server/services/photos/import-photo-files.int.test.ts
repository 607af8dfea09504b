import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../../test/factories.ts';
import { storedPictures } from '../../test/stored-pictures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importPhotoFiles } from './import-photo-files.ts';
import { PHOTO_CHUNK_BYTES } from './photo-blobs.ts';

// What an older version left in DATA_DIR: uploads/<id>.<ext> named by a photos row, thumbnails/<id>.webp.
const WITH_THUMBNAIL = 'a'.repeat(32);
const WITHOUT_THUMBNAIL = 'b'.repeat(32);
const NO_ROW = 'c'.repeat(32);

/** A JPEG of noise, large enough to take several chunks. */
const noiseJpeg = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
const files: Record<string, Buffer> = {};

beforeAll(async () => {
  files.photo = await noiseJpeg(700);
  files.second = await noiseJpeg(100);
  files.thumbnail = await sharp(files.second).webp().toBuffer();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, logStream, async ({ databaseUrl, dataDir }) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const id of [WITH_THUMBNAIL, WITHOUT_THUMBNAIL]) {
      await client.query(
        `INSERT INTO photos (id, customer_hash, file_name, content_type, byte_size)
         VALUES ($1, 'legacy-owner', $1 || '.jpg', 'image/jpeg', 0)`,
        [id],
      );
    }
    await client.end();
    const uploads = path.join(dataDir, 'uploads');
    const thumbnails = path.join(dataDir, 'thumbnails');
    fs.mkdirSync(uploads, { mode: 0o700 });
    fs.mkdirSync(thumbnails, { mode: 0o700 });
    fs.writeFileSync(path.join(uploads, `${WITH_THUMBNAIL}.jpg`), files.photo as Buffer);
    fs.writeFileSync(path.join(thumbnails, `${WITH_THUMBNAIL}.webp`), files.thumbnail as Buffer);
    fs.writeFileSync(path.join(uploads, `${WITHOUT_THUMBNAIL}.jpg`), files.second as Buffer);
    // A file whose photo was deleted (or whose row never committed), and its thumbnail.
    fs.writeFileSync(path.join(uploads, `${NO_ROW}.jpg`), files.second as Buffer);
    fs.writeFileSync(path.join(thumbnails, `${NO_ROW}.webp`), files.thumbnail as Buffer);
  });
});
afterAll(() => t.close());

/** The stored bytes of a picture, its chunks joined. */
async function storedBytes(id: string, kind: 'original' | 'thumbnail') {
  const result = await t.pool.query<{ data: Buffer | null; chunks: number }>(
    `SELECT string_agg(data, ''::bytea ORDER BY chunk) AS data, count(*)::int AS chunks
       FROM photo_blobs WHERE photo_id = $1 AND kind = $2`,
    [id, kind],
  );
  return result.rows[0];
}

describe('photo files left in DATA_DIR by an older version', () => {
  it('move into the database at start, the files go, and the photo is served from there', async () => {
    expect(await storedPictures(t.pool)).toEqual([
      `original/${WITH_THUMBNAIL}`,
      `original/${WITHOUT_THUMBNAIL}`,
      `thumbnail/${WITH_THUMBNAIL}`,
    ]);
    const photo = await storedBytes(WITH_THUMBNAIL, 'original');
    expect(photo?.data?.equals(files.photo as Buffer)).toBe(true);
    expect(photo?.chunks).toBe(Math.ceil((files.photo as Buffer).length / PHOTO_CHUNK_BYTES));
    expect(photo?.chunks).toBeGreaterThan(1);
    expect((await storedBytes(WITH_THUMBNAIL, 'thumbnail'))?.data?.equals(files.thumbnail as Buffer)).toBe(
      true,
    );
    // No file is left, nor the folders.
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, 'thumbnails'))).toBe(false);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'photo files imported into the database',
        photos: 2,
        thumbnails: 1,
        discarded: 2,
      }),
    );

    // Their owner sees them, from the database.
    const owner = await signIn(t.app, (await registerUser(t.app)).email);
    const hash = (await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie: owner } })).json()
      .customerHash as string;
    await t.pool.query('UPDATE photos SET customer_hash = $1', [hash]);
    const served = await t.app.inject({ url: `/api/photos/${WITH_THUMBNAIL}`, headers: { cookie: owner } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-length']).toBe(String((files.photo as Buffer).length));
    expect(served.rawPayload.equals(files.photo as Buffer)).toBe(true);
    const thumbnail = await t.app.inject({
      url: `/api/photos/${WITH_THUMBNAIL}/thumbnail`,
      headers: { cookie: owner },
    });
    expect(thumbnail.rawPayload.equals(files.thumbnail as Buffer)).toBe(true);
    // The one without a thumbnail gets it made on first request.
    const made = await t.app.inject({
      url: `/api/photos/${WITHOUT_THUMBNAIL}/thumbnail`,
      headers: { cookie: owner },
    });
    expect(made.statusCode).toBe(200);
    expect((await sharp(made.rawPayload).metadata()).format).toBe('webp');
    expect(await storedPictures(t.pool)).toContain(`thumbnail/${WITHOUT_THUMBNAIL}`);
  });

  it('is safe to run again, and in two processes at once: rows stay as they are, the files go', async () => {
    const before = await storedBytes(WITH_THUMBNAIL, 'original');
    // As if a run had committed the rows and stopped before deleting the file.
    const uploads = path.join(t.dataDir, 'uploads');
    fs.mkdirSync(uploads, { mode: 0o700 });
    fs.writeFileSync(path.join(uploads, `${WITH_THUMBNAIL}.jpg`), files.photo as Buffer);
    const deps = { db: t.db, config: t.config, log: pino({ level: 'silent' }) };
    const runs = await Promise.all([importPhotoFiles(deps), importPhotoFiles(deps)]);
    expect(runs.reduce((sum, run) => sum + run.photos, 0)).toBeGreaterThanOrEqual(1);
    const after = await storedBytes(WITH_THUMBNAIL, 'original');
    expect(after?.chunks).toBe(before?.chunks);
    expect(after?.data?.equals(before?.data ?? Buffer.alloc(0))).toBe(true);
    expect(fs.existsSync(uploads)).toBe(false);
    expect(await importPhotoFiles(deps)).toEqual({ photos: 0, thumbnails: 0, discarded: 0 });
  });
});
