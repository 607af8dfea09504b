import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { UNAVAILABLE_MESSAGE } from '../plugins/error-handler.ts';
import { checkDatabase } from '../services/health/check-database.ts';

/** GET /healthz: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, deps: Pick<Deps, 'pool'>): Promise<void> {
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    if (await checkDatabase(deps)) return { status: 'ok' };
    return reply.status(503).send({ code: 'DATABASE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
  });
}
