import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/taken.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { getTakenToday } from '../services/taken/get-taken-today.ts';
import { markTaken } from '../services/taken/mark-taken.ts';

/** /api/taken: products taken or applied on a day, marked in one tap (docs/decisions/061). */
export async function takenRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const extras = { config: { rateLimit: hashOnlyRateLimit(deps.config) } };

  contractRoute(
    app,
    contracts.getTakenToday,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return getTakenToday(deps, customerHash, request.query.tz);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.markTaken,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return markTaken(deps, customerHash, request.body);
    },
    extras,
  );
}
