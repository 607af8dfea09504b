import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/measure-targets.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { deleteMeasureTarget } from '../services/goals/delete-measure-target.ts';
import { getMeasureTargets } from '../services/goals/get-measure-targets.ts';
import { saveMeasureTarget } from '../services/goals/save-measure-target.ts';

/** /api/goals/targets: targets for length and girth with a date (docs/decisions/057). */
export async function measureTargetRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const extras = { config: { rateLimit: hashOnlyRateLimit(deps.config) } };

  contractRoute(
    app,
    contracts.getMeasureTargets,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return getMeasureTargets(deps, customerHash, request.query.tz);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.saveMeasureTarget,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return saveMeasureTarget(deps, customerHash, request.params.point, request.body, request.query.tz);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.deleteMeasureTarget,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return deleteMeasureTarget(deps, customerHash, request.params.point);
    },
    extras,
  );
}
