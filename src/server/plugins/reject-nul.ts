import type { FastifyInstance } from 'fastify';
import { assertNoNul } from '../lib/nul-bytes.ts';

/**
 * Refuses a NUL character in the query, path parameters or JSON body of any request with 400, before a
 * handler (or the database, which cannot store it) sees it. Multipart fields are checked where the one
 * multipart reader reads them (lib/multipart.ts), since that happens only after the caller is known.
 */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    assertNoNul(request.query, 'query');
    assertNoNul(request.params, 'path');
  });
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.body, 'body');
  });
}
