import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | null;

/** The best encoding of ours a request's Accept-Encoding allows: Brotli, then gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const allowed = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) allowed.add(token);
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip') || allowed.has('*')) return 'gzip';
  return null;
}

type Encoded = { br: Buffer; gzip: Buffer };
const MAX_KEPT = 8;

/**
 * index.html compressed for sending (it carries the stylesheet, docs/decisions/043): each variant (one per
 * <base>: the root, the store's proxy path) is compressed once and kept; a few at most, so odd proxy paths
 * cannot grow memory.
 */
export function pageCompressor() {
  const kept = new Map<string, Encoded>();
  return (html: string, encoding: Exclude<PageEncoding, null>): Buffer => {
    let encoded = kept.get(html);
    if (!encoded) {
      const bytes = Buffer.from(html);
      encoded = {
        br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(bytes, { level: 9 }),
      };
      if (kept.size < MAX_KEPT) kept.set(html, encoded);
    }
    return encoded[encoding];
  };
}
