import type { FastifyInstance } from 'fastify';
import { checkHealth, checkReadiness } from '#shared/contracts/health.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { AppError } from '../lib/app-error.ts';
import { UNAVAILABLE_MESSAGE } from '../plugins/error-handler.ts';
import { databaseAnswers } from '../services/health/database-answers.ts';

/**
 * GET /healthz: 200 when the database answers, 503 when it does not; GET /readyz: the same, and 503 while
 * the process drains (both logged at warn only: they are polled).
 */
export async function healthRoutes(app: FastifyInstance, deps: Pick<Deps, 'pool'>): Promise<void> {
  contractRoute(
    app,
    checkHealth,
    async () => {
      if (!(await databaseAnswers(deps.pool)))
        throw new AppError('DATABASE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
      return { status: 'ok' as const };
    },
    { logLevel: 'warn' },
  );

  // GET /readyz: the load balancer's check; healthz stays 200 while draining (the process is not broken).
  contractRoute(
    app,
    checkReadiness,
    async () => {
      if (app.lifecycle.draining) throw new AppError('DRAINING', 'This process is stopping');
      if (!(await databaseAnswers(deps.pool)))
        throw new AppError('DATABASE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
      return { status: 'ready' as const };
    },
    { logLevel: 'warn' },
  );
}
