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
  // What the app holds: the JavaScript heap and the buffers outside it (`arrayBuffers`) still alive after a
  // collection, sampled while the export streams. The process's resident size, or the heap between
  // collections, also count garbage and what V8 reserves for its young generation, which Node 24 sizes
  // larger than Node 20 did (docs/decisions/063).
  it(`exports ${ROWS.toLocaleString('en')} sessions with the server's heap and buffers growing by less than 20 MB`, async () => {
    // Warm up: code paths, pools and buffers that any first request allocates.
    await download(`${base}/api/admin/export/sessions/bulk1`);
    const collect = (globalThis as { gc?: () => void }).gc;
    if (!collect) throw new Error('run with --expose-gc (vitest.config.ts, the integration project)');
    const held = () => {
      collect();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const before = process.memoryUsage();
    const heldBefore = held();
    let peakRss = before.rss;
    let peakHeld = heldBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      peakHeld = Math.max(peakHeld, held());
    }, 25);
    const { status, bytes, lines } = await download(`${base}/api/admin/export/sessions`);
    clearInterval(sampler);
    expect(status).toBe(200);
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(ROWS * 80);
    const rssGrowthMb = (peakRss - before.rss) / 1024 / 1024;
    const heldGrowthMb = (peakHeld - heldBefore) / 1024 / 1024;
    // Streaming holds 6-10 MB here. The whole CSV is over 8 MB (as a JavaScript string up to twice that),
    // and its 100,000 rows read at once as objects more again: a buffered export passes 20 MB.
    expect(
      heldGrowthMb,
      `heap and buffers grew ${heldGrowthMb.toFixed(1)} MB (resident size ${rssGrowthMb.toFixed(1)} MB)`,
    ).toBeLessThan(20);
  }, 120_000);
});
