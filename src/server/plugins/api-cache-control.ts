import type { FastifyInstance } from 'fastify';

/**
 * Every /api answer is about the person asking (or is an error for them): no browser or proxy may keep it.
 * A route that sets its own Cache-Control keeps it.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise each time costs more than it.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
}
