import type { FastifyInstance } from 'fastify';
import { getPointProgress } from '#shared/contracts/point-progress.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { getPointProgress as readPointProgress } from '../services/progress/get-point-progress.ts';

/** /api/progress/points: the optional measurement points' charts and consistency (docs/decisions/059). */
export async function pointProgressRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    getPointProgress,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return readPointProgress(deps, customerHash, request.query);
    },
    { config: { rateLimit: hashOnlyRateLimit(deps.config) } },
  );
}
