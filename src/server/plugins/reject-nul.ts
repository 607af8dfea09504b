import type { FastifyInstance } from 'fastify';
import { assertNoNul } from '../lib/nul-bytes.ts';

/**
 * Refuses a NUL character in the query, path parameters or JSON body of any request with 400, before a
 * handler (or the database, which cannot store it) sees it. Multipart fields are checked where the one
 * multipart reader reads them (lib/multipart.ts), since that happens only after the caller is known.
 */
export function registerNulCheck(app: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every request, and a promise each time costs more than the check.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      assertNoNul(request.query, 'query');
      assertNoNul(request.params, 'path');
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertNoNul(request.body, 'body');
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}
