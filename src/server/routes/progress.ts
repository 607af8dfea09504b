import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/progress.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { getMeasureChange } from '../services/progress/get-measure-change.ts';
import { getProgress } from '../services/progress/get-progress.ts';

/**
 * /api/progress: the Progress view's series (docs/decisions/015) and the home's headline change
 * (docs/decisions/050), for the request's customer.
 */
export async function progressRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    contracts.getProgress,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return getProgress(deps, customerHash, request.query);
    },
    { config: { rateLimit: hashOnlyRateLimit(deps.config) } },
  );
  contractRoute(
    app,
    contracts.getMeasureChange,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return getMeasureChange(deps, customerHash, request.query.unit);
    },
    { config: { rateLimit: hashOnlyRateLimit(deps.config) } },
  );
}
