import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { multipartBody, sendForm } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let alice: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

const upload = (data: Buffer, contentType: string, filename: string) =>
  sendForm(t.app, 'POST', '/api/upload', multipartBody({}, { data, contentType, filename }), alice);

/** A photo-like JPEG: a gradient with noise, so it compresses like a real picture rather than to nothing. */
const cameraJpeg = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#7a5c3e',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * A PNG of one colour, made by sharp in a child process, so the memory libvips takes to make it does not
 * hide the server's own growth.
 */
const plainPng = (width: number, height: number) =>
  execFileSync(
    process.execPath,
    [
      '-e',
      `require('sharp')({ create: { width: ${width}, height: ${height}, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 }).toBuffer().then((data) => process.stdout.write(data))`,
    ],
    { maxBuffer: 10 * 1024 * 1024 },
  );

/**
 * Sends `count` uploads at once; answers them with the RSS growth (MB) at the peak and the most images
 * sharp worked on at one time, both sampled every 5 ms.
 */
async function uploadAtOnce(count: number, data: Buffer) {
  const before = process.memoryUsage().rss;
  let peak = before;
  let mostAtOnce = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
    const { queue, process: working } = sharp.counters();
    mostAtOnce = Math.max(mostAtOnce, queue + working);
  };
  const sampler = setInterval(sample, 5);
  const answers = await Promise.all(
    Array.from({ length: count }, () => upload(data, 'image/png', 'picture.png')),
  );
  clearInterval(sampler);
  sample();
  return { answers, growthMb: (peak - before) / 1024 / 1024, mostAtOnce };
}

const storedSize = async (imageUrl: string) => {
  const photo = await t.app.inject({ url: imageUrl, headers: { cookie: alice } });
  expect(photo.statusCode).toBe(200);
  const { width, height } = await sharp(photo.rawPayload).metadata();
  return { width, height };
};

describe('decompression bombs', () => {
  it('refuses eight 7072x7072 PNGs sent at once with 400, and memory stays bounded', async () => {
    // 50 million pixels of one colour: about 150 KB on the wire, 150 MB and more once decoded.
    const bomb = plainPng(7072, 7072);
    expect(bomb.length).toBeLessThan(400_000);

    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(bomb, 'image/png', 'bomb.png')));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = (peak - before) / 1024 / 1024;
    process.stdout.write(`8 PNG bombs at once: RSS grew ${growthMb.toFixed(1)} MB\n`);

    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/too many pixels/i);
    }
    expect(growthMb, `RSS grew ${growthMb.toFixed(1)} MB`).toBeLessThan(150);
  }, 120_000);

  it('processes eight PNGs at the pixel limit sent at once two at a time, scaled to 4096', async () => {
    const large = plainPng(8000, 2000);
    const { answers, growthMb, mostAtOnce } = await uploadAtOnce(8, large);
    process.stdout.write(`8 PNGs of 16 MP at once: RSS grew ${growthMb.toFixed(1)} MB\n`);
    for (const answer of answers) expect(answer.statusCode).toBe(201);
    expect(await storedSize(answers[0]?.json().imageUrl)).toEqual({ width: 4096, height: 1024 });
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    // glibc keeps what libvips' threads freed for reuse, so this settles near 250 MB rather than growing.
    expect(growthMb, `RSS grew ${growthMb.toFixed(1)} MB`).toBeLessThan(400);
  }, 120_000);
});

describe('phone photos', () => {
  it('accepts a 12 MP JPEG as it is', async () => {
    const answer = await upload(await cameraJpeg(4000, 3000), 'image/jpeg', 'phone.jpg');
    expect(answer.statusCode).toBe(201);
    expect(await storedSize(answer.json().imageUrl)).toEqual({ width: 4000, height: 3000 });
  }, 60_000);

  it('accepts a 48 MP JPEG and stores it with its long side at 4096 pixels', async () => {
    const answer = await upload(await cameraJpeg(8000, 6000), 'image/jpeg', 'big.jpg');
    expect(answer.statusCode).toBe(201);
    expect(await storedSize(answer.json().imageUrl)).toEqual({ width: 4096, height: 3072 });
  }, 60_000);
});
