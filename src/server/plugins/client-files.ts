import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isProxied, proxyPathPrefix } from '../customers/app-proxy.ts';
import { pageCompressor, pageEncoding } from '../http/compressed-page.ts';
import { readHintsHeader } from '../http/read-hints.ts';
import { notFound } from '../lib/app-error.ts';

/**
 * index.html with a <base href> for where the page is served: the root, or the store's app-proxy path
 * (e.g. /apps/tracker/), so the built client's relative asset URLs and its router and API calls work there.
 */
function pageWithBase(html: string, base: string): string {
  const escaped = base.replace(/[^A-Za-z0-9/_-]/g, '');
  const tag = `<base href="${escaped}">`;
  if (/<head>/i.test(html)) return html.replace(/<head>/i, `<head>${tag}`);
  return html.replace(/^(<!doctype html>)?/i, `$1${tag}`);
}

/**
 * Whether a path nobody serves gets the page (the client router shows the screen, or its own 404): a path
 * that could be a screen (its last part has no file extension), or any request for a page (a navigation
 * accepts text/html). A missing file (`/favicon.ico` that browsers ask for by themselves, a chunk of an
 * older build) is a 404, not 50 KB of HTML the browser cannot use.
 */
function couldBePage(pathname: string, accept: string | undefined): boolean {
  return !/\.[A-Za-z0-9]+$/.test(pathname) || (accept ?? '').includes('text/html');
}

/**
 * Serves the built client from dist/client. Hashed assets are cached for a year; any other GET that
 * is not an API path and could be a page gets index.html, so the client router shows the page (or its 404
 * page).
 */
export async function registerClientFiles(
  app: FastifyInstance,
  root: string,
  /** The zone a customer's browser last reported, for the tracker home's hints (none in unit tests). */
  savedTimeZone: (customerHash: string) => Promise<string | null> = async () => null,
): Promise<void> {
  const indexFile = path.join(root, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Otherwise send() replaces the header set below with its own 'public, max-age=0'.
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (vite-precompress.ts): sent as they are to a
      // browser that accepts them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('vary', 'Accept-Encoding');
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ root }, 'no built client found; run npm run build');
  }
  const indexHtml = hasClient ? fs.readFileSync(indexFile, 'utf8') : '';
  const compress = pageCompressor();
  // The root's page compressed before the first visitor asks (Brotli at its best takes a moment).
  if (hasClient) compress(pageWithBase(indexHtml, '/'), 'br');
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      couldBePage(pathname, request.headers.accept);
    if (!isPage || !hasClient) throw notFound(`Route ${request.method} ${pathname} not found`);
    const proxied = isProxied(request);
    const base = proxied ? `${proxyPathPrefix(request) ?? '/proxy'}/` : '/';
    // Preload hints on a real navigation served at the root (docs/decisions/043); not on the service
    // worker's copy of the page, which suits every screen and customer. Signed in, they name the customer's
    // hash: that answer is theirs alone, never for a shared cache.
    let personal = false;
    if (!proxied && request.headers['sec-fetch-dest'] === 'document') {
      const session = request.session?.data() ?? {};
      const timeZone =
        pathname === '/' && session.customerHash ? await savedTimeZone(session.customerHash) : null;
      reply.header('link', readHintsHeader(pathname, session, timeZone));
      personal = !!session.userId;
    }
    const page = pageWithBase(indexHtml, base);
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page);
    return reply.header('content-encoding', encoding).send(compress(page, encoding));
  });
}
