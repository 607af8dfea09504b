import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientFiles } from './client-files.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tracker-client-'));
const app = Fastify();
beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'index-B2x9aQ1c.js'), 'console.log("app");\n');
  // What the build writes beside it (vite-precompress.ts).
  const big = `${'export const answer = 42;\n'.repeat(200)}`;
  fs.writeFileSync(path.join(root, 'assets', 'big-C1a2b3c4.js'), big);
  fs.writeFileSync(path.join(root, 'assets', 'big-C1a2b3c4.js.br'), brotliCompressSync(big));
  fs.writeFileSync(path.join(root, 'assets', 'big-C1a2b3c4.js.gz'), gzipSync(big));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Progress Tracker</title>');
  fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  await registerClientFiles(app, root);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves a hashed asset cached for a year', async () => {
    const response = await app.inject({ url: '/assets/index-B2x9aQ1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy a browser accepts, Brotli first, and the file as it is otherwise', async () => {
    const url = '/assets/big-C1a2b3c4.js';
    const original = fs.readFileSync(path.join(root, 'assets', 'big-C1a2b3c4.js'), 'utf8');
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(original.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(original);

    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('serves index.html and other files to be revalidated', async () => {
    const page = await app.inject({ url: '/profile' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Progress Tracker');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    const compressed = await app.inject({ url: '/profile', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
  });

  it('answers 404 for a missing file, and the page for any path a browser navigates to', async () => {
    // Browsers ask for /favicon.ico by themselves; an old build's chunk may be asked for after a deploy.
    for (const url of ['/favicon.ico', '/assets/index-0ld0ld00.js', '/.vite/manifest.json']) {
      const missing = await app.inject({ url, headers: { accept: 'image/avif,image/webp,*/*' } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/^application\/json/);
      expect(missing.json().message, url).toBe(`Route GET ${url} not found`);
    }
    const navigation = await app.inject({
      url: '/photos.old',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(navigation.statusCode).toBe(200);
    expect(navigation.body).toContain('Progress Tracker');
    expect((await app.inject({ url: '/history/2026-11' })).body).toContain('Progress Tracker');
  });

  it("names the first reads in a Link header on a navigation, never on the service worker's copy", async () => {
    const navigation = await app.inject({ url: '/auth', headers: { 'sec-fetch-dest': 'document' } });
    expect(navigation.headers.link).toContain(
      '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    const workerCopy = await app.inject({ url: '/', headers: { 'sec-fetch-dest': 'empty' } });
    expect(workerCopy.statusCode).toBe(200);
    expect(workerCopy.headers.link).toBeUndefined();
  });
});

describe('the service worker', () => {
  it('is served as JavaScript and always revalidated, so a new version is found at once', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
