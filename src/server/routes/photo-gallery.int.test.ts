import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneOrphanPhotos } from '../services/photos/prune-orphan-photos.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { jpegWithGps, multipartBody, sendForm } from '../test/multipart.ts';
import { storedPictures } from '../test/stored-pictures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = await signIn(t.app, (await registerUser(t.app)).email);
  bob = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

const HANGER = 'Adjustable Penis Weight Hanging System';
const as = (cookie: string) => ({ cookie });
const idOf = (imageUrl: string) => imageUrl.split('/').at(-1) ?? '-';
/** Whether the database holds the photo's (or its thumbnail's) bytes. */
const stored = async (kind: 'original' | 'thumbnail', imageUrl: string) =>
  (await storedPictures(t.pool)).includes(`${kind}/${idOf(imageUrl)}`);
const dropThumbnail = (imageUrl: string) =>
  t.pool.query(`DELETE FROM photo_blobs WHERE photo_id = $1 AND kind = 'thumbnail'`, [idOf(imageUrl)]);

/** A large JPEG with camera and GPS EXIF. */
const bigJpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#16a085' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();

async function sessionWithPhoto(
  cookie: string,
  fields: Record<string, string | number> = {},
  image?: Buffer,
) {
  const body = multipartBody(
    { device: HANGER, duration: 30, measurementUnit: 'inches', ...fields },
    { data: image ?? (await jpegWithGps()) },
  );
  const response = await sendForm(t.app, 'POST', '/api/sessions', body, cookie);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; imageUrl: string; date: string };
}

describe('thumbnails', () => {
  it('are made at upload as small WebP without metadata, private like the photo', async () => {
    const session = await sessionWithPhoto(alice, {}, await bigJpeg());
    expect(await stored('thumbnail', session.imageUrl)).toBe(true);

    const response = await t.app.inject({ url: `${session.imageUrl}/thumbnail`, headers: as(alice) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect([metadata.width, metadata.height]).toEqual([320, 213]);
    expect(metadata.exif).toBeUndefined();
    expect(response.rawPayload.toString('latin1')).not.toContain('SecretCam');

    // Another customer, and nobody at all, get the same 404 as for a missing photo.
    for (const headers of [as(bob), {}]) {
      const other = await t.app.inject({ url: `${session.imageUrl}/thumbnail`, headers });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ message: 'Photo not found' });
    }
    const missing = await t.app.inject({
      url: `/api/photos/${'0'.repeat(32)}/thumbnail`,
      headers: as(alice),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('turn upright photos the right way round', async () => {
    const session = await sessionWithPhoto(alice);
    const response = await t.app.inject({ url: `${session.imageUrl}/thumbnail`, headers: as(alice) });
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  });

  it('are made on first request for a photo stored without one, and kept', async () => {
    const session = await sessionWithPhoto(alice, {}, await bigJpeg());
    await dropThumbnail(session.imageUrl);
    const response = await t.app.inject({ url: `${session.imageUrl}/thumbnail`, headers: as(alice) });
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    expect(await stored('thumbnail', session.imageUrl)).toBe(true);
    const again = await t.app.inject({ url: `${session.imageUrl}/thumbnail`, headers: as(alice) });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    // Another customer's request does not make one.
    await dropThumbnail(session.imageUrl);
    expect((await t.app.inject({ url: `${session.imageUrl}/thumbnail`, headers: as(bob) })).statusCode).toBe(
      404,
    );
    expect(await stored('thumbnail', session.imageUrl)).toBe(false);
  });

  it('go with their photo: deleting or replacing it, or an unused upload, removes the thumbnail', async () => {
    const deleted = await sessionWithPhoto(alice);
    const replaced = await sessionWithPhoto(alice);
    expect(await stored('thumbnail', deleted.imageUrl)).toBe(true);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${deleted.id}`,
      headers: as(alice),
    });
    expect(remove.statusCode).toBe(200);
    expect(await stored('thumbnail', deleted.imageUrl)).toBe(false);
    expect(await stored('original', deleted.imageUrl)).toBe(false);

    const body = multipartBody(
      { device: HANGER, duration: 5, measurementUnit: 'inches' },
      { data: await jpegWithGps() },
    );
    const update = await sendForm(t.app, 'PUT', `/api/sessions/${replaced.id}`, body, alice);
    expect(update.statusCode).toBe(200);
    expect(await stored('thumbnail', replaced.imageUrl)).toBe(false);
    expect(await stored('thumbnail', update.json().imageUrl)).toBe(true);

    const upload = multipartBody({}, { data: await jpegWithGps() });
    const orphan = (await sendForm(t.app, 'POST', '/api/upload', upload, alice)).json().imageUrl as string;
    expect(await stored('thumbnail', orphan)).toBe(true);
    await t.db.execute(`UPDATE photos SET created_at = now() - interval '2 hours' WHERE session_id IS NULL`);
    expect(await pruneOrphanPhotos(t)).toBeGreaterThan(0);
    expect(await stored('thumbnail', orphan)).toBe(false);
    expect(await stored('original', orphan)).toBe(false);
  });
});

describe('GET /api/photos (the gallery)', () => {
  it("pages the customer's session photos newest first by session date, with date and device", async () => {
    const carol = await signIn(t.app, (await registerUser(t.app)).email);
    const day = (n: number) => `2026-0${n}-10T08:00:00.000Z`;
    // Two sessions on the same instant: the later id comes first.
    const made = [
      await sessionWithPhoto(carol, { date: day(3) }),
      await sessionWithPhoto(carol, { date: day(5) }),
      await sessionWithPhoto(carol, { date: day(4), device: 'Anti-turtle Sleeves' }),
      await sessionWithPhoto(carol, { date: day(5) }),
      await sessionWithPhoto(carol, { date: day(1) }),
    ];
    // A session without a photo and an unattached upload are not in the gallery.
    await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: as(carol),
      payload: { device: HANGER, duration: 3, date: day(6) },
    });
    await sendForm(t.app, 'POST', '/api/upload', multipartBody({}, { data: await jpegWithGps() }), carol);
    await sessionWithPhoto(bob, { date: day(2) });

    const expected = [made[3], made[1], made[2], made[0], made[4]].map((s) => s?.imageUrl);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await t.app.inject({ url: `/api/photos?limit=2${query}`, headers: as(carol) });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page.photos.length).toBeLessThanOrEqual(2);
      // Every page counts the whole gallery (not the session without a photo, nor the unattached upload).
      expect(page.total).toBe(5);
      seen.push(...page.photos.map((p: { url: string }) => p.url));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    const first = (await t.app.inject({ url: '/api/photos?limit=3', headers: as(carol) })).json();
    expect(first.photos[2]).toEqual({
      id: made[2]?.imageUrl.split('/').at(-1),
      url: made[2]?.imageUrl,
      thumbnailUrl: `${made[2]?.imageUrl}/thumbnail`,
      sessionId: made[2]?.id,
      date: day(4),
      device: 'Anti-turtle Sleeves',
    });
    const all = (await t.app.inject({ url: '/api/photos', headers: as(carol) })).json();
    expect(all.photos).toHaveLength(5);
    expect(all.nextCursor).toBeNull();
  });

  it("shows nobody else's photos, and refuses a bad cursor or no customer", async () => {
    const dave = await signIn(t.app, (await registerUser(t.app)).email);
    await sessionWithPhoto(alice);
    const empty = await t.app.inject({ url: '/api/photos', headers: as(dave) });
    expect(empty.json()).toEqual({ photos: [], nextCursor: null, total: 0 });
    const bad = await t.app.inject({ url: '/api/photos?cursor=1%27%3B--', headers: as(dave) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('cursor');
    expect((await t.app.inject({ url: '/api/photos' })).statusCode).toBe(401);
  });
});
