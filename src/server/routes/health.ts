import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { UNAVAILABLE_MESSAGE } from '../plugins/error-handler.ts';

/** GET /healthz: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, pool: pg.Pool): Promise<void> {
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await pool.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ code: 'DATABASE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
    }
  });
}
