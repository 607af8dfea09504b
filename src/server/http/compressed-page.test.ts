import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCompressor, pageEncoding } from './compressed-page.ts';

describe('pageEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(pageEncoding('*')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});

describe('pageCompressor', () => {
  it('gives the page back whole in either encoding, compressed once per page', () => {
    const compress = pageCompressor();
    const page = `<!doctype html><style>${'.a{color:red}'.repeat(500)}</style>`;
    const br = compress(page, 'br');
    expect(br.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(compress(page, 'gzip')).toString()).toBe(page);
    expect(compress(page, 'br')).toBe(br);
  });
});
