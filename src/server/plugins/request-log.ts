import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, when its answer has gone: the request (path without query, see logger.ts),
 * status and time. Fastify's own request logging writes two (incoming, completed), and on a busy server
 * writing log lines costs as much as answering (docs/decisions/031).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
