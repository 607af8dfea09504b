import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/checkins.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { checkinSummary } from '../services/checkins/checkin-summary.ts';
import { getCheckin } from '../services/checkins/get-checkin.ts';
import { saveCheckin } from '../services/checkins/save-checkin.ts';

/**
 * The safety check-in (docs/decisions/020): answer it for a session, read one session's (the entry's
 * detail, docs/decisions/048), and home's notice to rest.
 */
export async function checkinRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const extras = { config: { rateLimit: hashOnlyRateLimit(deps.config) } };

  contractRoute(
    app,
    contracts.saveCheckin,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return saveCheckin(deps, customerHash, request.params.id, request.body);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.getCheckin,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return getCheckin(deps, customerHash, request.params.id);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.getCheckinSummary,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return checkinSummary(deps, customerHash);
    },
    extras,
  );
}
