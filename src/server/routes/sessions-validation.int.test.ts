import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takesWeight } from '#shared/devices.ts';
import { sessions } from '../db/schema/sessions-and-photos.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { multipartBody, sendForm } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ STORE_BRAND: 'Acme' });
  cookie = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

const HANGER = 'Adjustable Penis Weight Hanging System';
const post = (fields: Record<string, string | number>) => {
  const body = multipartBody(fields);
  return sendForm(t.app, 'POST', '/api/sessions', body, cookie);
};
/** Photos and chunks of photo bytes stored, of anyone. */
const storedCount = async () =>
  (await t.pool.query('SELECT (SELECT count(*) FROM photos) + (SELECT count(*) FROM photo_blobs) AS n'))
    .rows[0].n as string;

describe('session validation', () => {
  const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString();
  it.each([
    [{ device: '', duration: 20 }, 'device: Please select a device'],
    [{ device: 'Rocket Sled', duration: 20 }, 'device: Unknown device'],
    [{ device: HANGER, duration: 0 }, 'duration: Duration must be greater than 0'],
    [{ device: HANGER, duration: 0.5 }, 'duration: Duration must be greater than 0'],
    [{ device: HANGER, duration: 'abc' }, 'duration: Duration must be greater than 0'],
    [{ device: HANGER, duration: 20, weight: 10.5 }, 'weight: Weight must be at most 10 lbs'],
    [
      { device: HANGER, duration: 20, weight: 2.3 },
      'weight: Weight must be in steps of 0.5 lbs (or 0.25 kg)',
    ],
    [{ device: HANGER, duration: 20, weight: -1 }, 'weight: Weight must be 0 or more'],
    [
      { device: 'Anti-turtle Sleeves', duration: 20, weight: 2 },
      'weight: Weight applies only to the weight devices',
    ],
    [{ device: HANGER, duration: 20, length: -1 }, 'length: Length must be 0 or more'],
    [{ device: HANGER, duration: 20, girth: 100 }, 'girth: Girth must be at most 99.99'],
    [{ device: HANGER, duration: 20, length: 5.123 }, 'length: Length may have at most 2 decimals'],
    [
      { device: HANGER, duration: 20, measurementUnit: 'feet' },
      'measurementUnit: Unit must be inches or centimeters',
    ],
    [
      { device: HANGER, duration: 20, notes: 'x'.repeat(1001) },
      'notes: Notes must be at most 1000 characters',
    ],
    [{ device: HANGER, duration: 20, date: tomorrowPlus }, 'date: Date cannot be in the future'],
    [{ device: HANGER, duration: 20, date: 'not a date' }, 'date: Date must be a valid date'],
    [
      { device: 'Measurement Update', duration: 0 },
      'length: Please enter at least one measurement (length or girth)',
    ],
    [{ device: 'Measurement Update', duration: 5, length: 6 }, 'duration: must be 0'],
  ])('refuses %j with 400 naming the field', async (fields, message) => {
    const before = await t.db.select().from(sessions);
    const response = await post(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION', message, field: message.split(':')[0] });
    expect(await t.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('converts duration text to a whole number (spec section 5) rather than refusing it', async () => {
    const response = await post({ device: HANGER, duration: '25.9' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ duration: 25 });
  });

  it('accepts the boundaries and the branded device labels', async () => {
    expect(
      (await post({ device: HANGER, duration: 1, weight: 10, length: 99.99, girth: 0 })).statusCode,
    ).toBe(201);
    expect((await post({ device: 'Acme Penis Clamp for Increased Girth', duration: 20 })).statusCode).toBe(
      201,
    );
    expect((await post({ device: 'Penis Clamp for Increased Girth', duration: 20 })).statusCode).toBe(400);
    const config = await t.app.inject({ url: '/api/app-config' });
    expect(config.json().devices).toHaveLength(10);
    expect(
      config
        .json()
        .devices.map((d: { label: string }) => d.label)
        .filter(takesWeight),
    ).toEqual([HANGER, 'Vacuum Hanger PE | Penis Pump & Weight Hanging']);
  });

  it('refuses bad ids and queries with 400, unknown ids with 404', async () => {
    expect((await t.app.inject({ url: '/api/sessions/abc', headers: { cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/sessions/999999', headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/sessions?limit=1000', headers: { cookie } })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ url: '/api/sessions/stats?tz=Mars/Olympus', headers: { cookie } })).statusCode,
    ).toBe(400);
  });
});

describe('photo uploads', () => {
  it('a 10 MB + 1 byte image answers 413 and stores no photo and no session', async () => {
    const before = await t.db.select().from(sessions);
    const body = multipartBody(
      { device: HANGER, duration: 20 },
      { data: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), filename: 'big.jpg' },
    );
    const response = await sendForm(t.app, 'POST', '/api/sessions', body, cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PHOTO_TOO_LARGE',
      message: 'The image is too large. Maximum file size: 10MB',
      field: 'image',
    });
    expect(await storedCount()).toBe('0');
    expect(await t.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('a text file named .jpg answers 400 and stores no photo', async () => {
    const body = multipartBody(
      { device: HANGER, duration: 20 },
      { data: Buffer.from('just some text, not a picture'), filename: 'fake.jpg', contentType: 'image/jpeg' },
    );
    const response = await sendForm(t.app, 'POST', '/api/sessions', body, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('not a supported image');
    expect(await storedCount()).toBe('0');
    const upload = multipartBody(
      {},
      { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'x.svg' },
    );
    const viaUpload = await sendForm(t.app, 'POST', '/api/upload', upload, cookie);
    expect(viaUpload.statusCode).toBe(400);
    expect(await storedCount()).toBe('0');
  });
});
