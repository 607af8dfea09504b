import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/progress.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { getProgress } from '../services/progress/get-progress.ts';

/** /api/progress: the Progress view's series for the request's customer (docs/decisions/015). */
export async function progressRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    contracts.getProgress,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return getProgress(deps, customerHash, request.query.tz, request.query.unit);
    },
    { config: { rateLimit: hashOnlyRateLimit(deps.config) } },
  );
}
