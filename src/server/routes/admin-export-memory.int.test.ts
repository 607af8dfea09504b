import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const ROWS = 100_000;
let t: TestApp;
let admin: string;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
  admin = await signInAdmin(t.app, t.mails, PASSWORD);
  await t.db.execute(sql`
    INSERT INTO sessions (customer_hash, date, device, duration, weight, notes)
    SELECT 'bulk' || (g % 500), now() - (g || ' minutes')::interval, 'Adjustable Penis Weight Hanging System',
           20 + g % 40, (g % 20) / 2.0, 'note number ' || g || ', with a comma'
      FROM generate_series(1, ${ROWS}) AS g`);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => t.close());

/** Reads a response as a stream, counting bytes and lines, keeping nothing. */
function download(url: string): Promise<{ status: number; bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie: admin } }, (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('streaming exports', () => {
  it(`exports ${ROWS.toLocaleString('en')} sessions with the server's memory growing by less than 50 MB`, async () => {
    // Warm up: code paths, pools and buffers that any first request allocates.
    await download(`${base}/api/admin/export/sessions/bulk1`);
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const { status, bytes, lines } = await download(`${base}/api/admin/export/sessions`);
    clearInterval(sampler);
    expect(status).toBe(200);
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(ROWS * 80);
    const growthMb = (peakRss - before.rss) / 1024 / 1024;
    const heapGrowthMb = (peakHeap - before.heapUsed) / 1024 / 1024;
    expect(growthMb, `rss grew ${growthMb.toFixed(1)} MB, heap ${heapGrowthMb.toFixed(1)} MB`).toBeLessThan(
      50,
    );
  }, 120_000);
});
