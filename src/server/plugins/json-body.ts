import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it arrived, kept where a signature covers it (Shopify's webhooks). */
    rawBody?: Buffer;
  }
}

/**
 * How deeply a JSON body may nest arrays and objects: no contract's body (Shopify's webhooks included)
 * nests more than a few levels, and one 10,000 deep would overflow the stack of whatever walks it
 * recursively (the idempotency fingerprint, a logger), so it is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** True when a JSON text nests arrays and objects deeper than `limit` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (OPENERS.has(char)) {
      depth++;
      if (depth > limit) return true;
    } else if (CLOSERS.has(char)) {
      depth--;
    }
  }
  return false;
}

/**
 * The app's one JSON body parser: Fastify's own (prototype-poisoning checks, its 400s for an empty or
 * malformed body), behind a depth bound. `keepRawBody` keeps the bytes for a signature check; a scope
 * that needs it registers the parser again for itself.
 */
export function registerJsonBodyParser(app: FastifyInstance, options: { keepRawBody?: boolean } = {}): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  const keepRawBody = options.keepRawBody === true;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: keepRawBody ? 'buffer' : 'string' },
    (request, body, done) => {
      if (keepRawBody) request.rawBody = body as Buffer;
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(
          badRequest(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`, 'MALFORMED_REQUEST'),
          undefined,
        );
        return;
      }
      parse(request, text, done);
    },
  );
}
