import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { multipartBody, sendForm, smallPng } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The daily upload quota per customer: UPLOAD_QUOTA_PER_DAY photos and UPLOAD_QUOTA_MB_PER_DAY bytes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    UPLOAD_QUOTA_PER_DAY: '2',
    UPLOAD_QUOTA_MB_PER_DAY: '0.05',
  });
});
afterAll(() => t.close());

const newCustomer = async () => signIn(t.app, (await registerUser(t.app)).email);
const png = async () =>
  multipartBody({}, { data: await smallPng(), contentType: 'image/png', filename: 'a.png' });
const stored = async () => {
  const result = await t.db.execute<{ photos: number; sessions: number; chunks: number }>(
    sql`SELECT (SELECT count(*)::int FROM photos) AS photos, (SELECT count(*)::int FROM sessions) AS sessions,
               (SELECT count(*)::int FROM photo_blobs) AS chunks`,
  );
  return result.rows[0];
};

describe('the daily upload quota', () => {
  it('refuses the photo past the count with 429 and a message, storing nothing', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < 2; i++) {
      expect((await sendForm(t.app, 'POST', '/api/upload', await png(), customer)).statusCode).toBe(201);
    }
    const before = await stored();

    const refused = await sendForm(t.app, 'POST', '/api/upload', await png(), customer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: 'Upload limit reached: at most 2 photos or 51 KB per day. Please try again later.',
      photos: 2,
      bytes: expect.any(Number),
    });
    expect(Math.round(refused.json().bytes / 1024)).toBe(51);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // A session with a photo is refused too, and not created without it.
    const session = multipartBody(
      { device: 'Anti-turtle Sleeves', duration: 5, measurementUnit: 'inches' },
      { data: await smallPng(), contentType: 'image/png', filename: 'b.png' },
    );
    expect((await sendForm(t.app, 'POST', '/api/sessions', session, customer)).statusCode).toBe(429);
    expect(await stored()).toEqual(before);

    // Another customer has their own quota.
    const other = await newCustomer();
    expect((await sendForm(t.app, 'POST', '/api/upload', await png(), other)).statusCode).toBe(201);
  });

  it('counts bytes too: a photo past the daily bytes is refused', async () => {
    const customer = await newCustomer();
    // About 30 KB that do not compress: one fits in 0.05 MB, two do not.
    const noisy = await sharp({
      create: {
        width: 100,
        height: 100,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(27_000);
    const body = () => multipartBody({}, { data: noisy, contentType: 'image/png', filename: 'n.png' });
    expect((await sendForm(t.app, 'POST', '/api/upload', body(), customer)).statusCode).toBe(201);
    const refused = await sendForm(t.app, 'POST', '/api/upload', body(), customer);
    expect(refused.statusCode).toBe(429);
  });

  it('cannot be slipped past by sending uploads together', async () => {
    const customer = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => sendForm(t.app, 'POST', '/api/upload', await png(), customer)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 429, 429, 429]);
  });
});
