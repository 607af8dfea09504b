import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, sessions } from '../db/schema/sessions-and-photos.ts';
import { pruneOrphanPhotos } from '../services/photos/prune-orphan-photos.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { jpegWithGps, multipartBody, sendForm, smallPng } from '../test/multipart.ts';
import { storedPhotos } from '../test/stored-pictures.ts';
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

async function createWithPhoto(cookie: string, fields: Record<string, string | number> = {}) {
  const body = multipartBody(
    { device: HANGER, duration: 30, weight: 2.5, notes: 'felt good', measurementUnit: 'inches', ...fields },
    { data: await jpegWithGps() },
  );
  return sendForm(t.app, 'POST', '/api/sessions', body, cookie);
}

describe('the session lifecycle', () => {
  it('creates with a photo, reads, lists, updates, and deletes, removing the photo', async () => {
    const created = await createWithPhoto(alice);
    expect(created.statusCode).toBe(201);
    const session = created.json();
    expect(session).toMatchObject({
      device: HANGER,
      duration: 30,
      weight: 2.5,
      length: null,
      girth: null,
      measurementUnit: 'inches',
      notes: 'felt good',
    });
    expect(session.imageUrl).toMatch(/^\/api\/photos\/[0-9a-f]{32}$/);
    expect(await storedPhotos(t.pool)).toHaveLength(1);

    const read = await t.app.inject({ url: `/api/sessions/${session.id}`, headers: as(alice) });
    expect(read.json()).toEqual(session);
    const list = await t.app.inject({ url: '/api/sessions?limit=5', headers: as(alice) });
    expect(list.json()[0]).toEqual(session);

    const photo = await t.app.inject({ url: session.imageUrl, headers: as(alice) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(photo.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    expect(photo.rawPayload.toString('latin1')).not.toContain('SecretCam');

    // Keep the photo while changing fields.
    const kept = multipartBody({
      device: HANGER,
      duration: 45,
      weight: 3,
      notes: 'longer',
      measurementUnit: 'inches',
      imageUrl: session.imageUrl,
    });
    const updated = await sendForm(t.app, 'PUT', `/api/sessions/${session.id}`, kept, alice);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      duration: 45,
      weight: 3,
      notes: 'longer',
      imageUrl: session.imageUrl,
    });
    expect(await storedPhotos(t.pool)).toHaveLength(1);

    // Replace the photo: the old one goes.
    const oldPhotos = await storedPhotos(t.pool);
    const replaced = multipartBody(
      { device: HANGER, duration: 45, measurementUnit: 'inches', imageUrl: session.imageUrl },
      { data: await smallPng(), filename: 'p.png', contentType: 'image/png' },
    );
    const afterReplace = await sendForm(t.app, 'PUT', `/api/sessions/${session.id}`, replaced, alice);
    expect(afterReplace.statusCode).toBe(200);
    expect(afterReplace.json().imageUrl).not.toBe(session.imageUrl);
    expect(await storedPhotos(t.pool)).toHaveLength(1);
    expect(await storedPhotos(t.pool)).not.toEqual(oldPhotos);
    expect((await t.app.inject({ url: session.imageUrl, headers: as(alice) })).statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: as(alice),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedPhotos(t.pool)).toHaveLength(0);
    expect(await t.db.select().from(photos).where(eq(photos.sessionId, session.id))).toHaveLength(0);
    expect((await t.app.inject({ url: `/api/sessions/${session.id}`, headers: as(alice) })).statusCode).toBe(
      404,
    );
  });

  it('removes a photo when imageUrl is sent empty', async () => {
    const session = (await createWithPhoto(alice)).json();
    const body = multipartBody({ device: HANGER, duration: 30, measurementUnit: 'inches', imageUrl: '' });
    const response = await sendForm(t.app, 'PUT', `/api/sessions/${session.id}`, body, alice);
    expect(response.json().imageUrl).toBeNull();
    expect(await storedPhotos(t.pool)).toHaveLength(0);
  });

  it('stores a measurement-only entry sent as JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: as(alice),
      payload: {
        device: 'Measurement Update',
        duration: 0,
        length: 15.24,
        girth: null,
        measurementUnit: 'centimeters',
        notes: 'Measurement only entry',
        imageUrl: '',
        date: '2026-11-20T12:00:00.000Z',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      device: 'Measurement Update',
      duration: 0,
      length: 15.24,
      girth: null,
      measurementUnit: 'centimeters',
      date: '2026-11-20T12:00:00.000Z',
    });
    const measurements = await t.app.inject({
      url: '/api/sessions?kind=measurements&limit=5',
      headers: as(alice),
    });
    expect(measurements.json().map((s: { id: number }) => s.id)).toContain(response.json().id);
    const onlySessions = await t.app.inject({ url: '/api/sessions?kind=sessions', headers: as(alice) });
    expect(onlySessions.json().every((s: { device: string }) => s.device !== 'Measurement Update')).toBe(
      true,
    );
  });
});

describe('ownership', () => {
  it('another customer gets 404 for the session, its photo, update and delete', async () => {
    const session = (await createWithPhoto(alice)).json();
    expect((await t.app.inject({ url: `/api/sessions/${session.id}`, headers: as(bob) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: session.imageUrl, headers: as(bob) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: session.imageUrl })).statusCode).toBe(404);
    const body = multipartBody({ device: HANGER, duration: 1, measurementUnit: 'inches' });
    const update = await sendForm(t.app, 'PUT', `/api/sessions/${session.id}`, body, bob);
    expect(update.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: as(bob),
    });
    expect(remove.statusCode).toBe(404);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.duration).toBe(30);
    const bobList = await t.app.inject({ url: '/api/sessions', headers: as(bob) });
    expect(bobList.json().map((s: { id: number }) => s.id)).not.toContain(session.id);
  });

  it('a signed-in user acts as their own hash, whatever the query says', async () => {
    const session = (await createWithPhoto(alice)).json();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    const aliceHash = row?.customerHash ?? '';
    const sneaky = await t.app.inject({ url: `/api/sessions?customer_hash=${aliceHash}`, headers: as(bob) });
    expect(sneaky.json().map((s: { id: number }) => s.id)).not.toContain(session.id);
  });

  it('refuses an imageUrl that is not the session photo or an upload of the same customer', async () => {
    const alicePhoto = (await createWithPhoto(alice)).json().imageUrl;
    const body = multipartBody({
      device: HANGER,
      duration: 5,
      measurementUnit: 'inches',
      imageUrl: alicePhoto,
    });
    const asBob = await sendForm(t.app, 'POST', '/api/sessions', body, bob);
    expect(asBob.statusCode).toBe(400);
    expect(asBob.json().message).toContain('imageUrl');
    const external = multipartBody({ device: HANGER, duration: 5, imageUrl: 'https://evil.example/x.jpg' });
    const ext = await sendForm(t.app, 'POST', '/api/sessions', external, alice);
    expect(ext.statusCode).toBe(400);
  });

  it('POST /api/upload stores an unattached photo that a new session can use', async () => {
    const upload = multipartBody({}, { data: await smallPng(), contentType: 'image/png', filename: 'a.png' });
    const uploaded = await sendForm(t.app, 'POST', '/api/upload', upload, alice);
    expect(uploaded.statusCode).toBe(201);
    const { imageUrl } = uploaded.json();
    expect((await t.app.inject({ url: imageUrl, headers: as(alice) })).headers['content-type']).toBe(
      'image/png',
    );
    const body = multipartBody({ device: HANGER, duration: 5, measurementUnit: 'inches', imageUrl });
    const created = await sendForm(t.app, 'POST', '/api/sessions', body, alice);
    expect(created.statusCode).toBe(201);
    expect(created.json().imageUrl).toBe(imageUrl);
    // Once attached, it cannot be attached to a second session.
    const again = await sendForm(t.app, 'POST', '/api/sessions', body, alice);
    expect(again.statusCode).toBe(400);
  });

  it('deletes uploads that no session took within the hour, with their bytes', async () => {
    const body = multipartBody({}, { data: await smallPng(), contentType: 'image/png', filename: 'a.png' });
    const old = (await sendForm(t.app, 'POST', '/api/upload', body, alice)).json().imageUrl;
    const recent = (await sendForm(t.app, 'POST', '/api/upload', body, alice)).json().imageUrl;
    const photosBefore = (await storedPhotos(t.pool)).length;
    expect(await pruneOrphanPhotos(t)).toBe(0);
    const age = async (url: string, minutes: number) =>
      t.db.execute(
        sql`UPDATE photos SET created_at = now() - make_interval(mins => ${minutes}) WHERE id = ${url.split('/').at(-1)}`,
      );
    await age(old, 50);
    await age(recent, 20);
    expect(await pruneOrphanPhotos(t)).toBe(1);
    expect(await storedPhotos(t.pool)).toHaveLength(photosBefore - 1);
    expect((await t.app.inject({ url: old, headers: as(alice) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: recent, headers: as(alice) })).statusCode).toBe(200);
  });

  it('answers 401 without a sign-in or customer hash', async () => {
    expect((await t.app.inject({ url: '/api/sessions' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/sessions?customer_hash=ab' })).statusCode).toBe(401);
  });
});

describe('GET /api/sessions/export', () => {
  it("gives the customer's own sessions as CSV with the spec columns, and nobody else's", async () => {
    const carol = await signIn(t.app, (await registerUser(t.app)).email);
    await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: as(carol),
      payload: { device: 'Anti-turtle Sleeves', duration: 11, notes: 'one, two' },
    });
    const response = await t.app.inject({ url: '/api/sessions/export', headers: as(carol) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="sessions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Username,Name,Customer Hash,Date,Device,Duration (min),Weight,Notes,Length,Girth,Unit',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Anti-turtle Sleeves,11,,one  two,,,inches');
    expect((await t.app.inject({ url: '/api/sessions/export' })).statusCode).toBe(401);
  });
});
