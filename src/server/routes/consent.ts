import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/consent.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { acceptConsent } from '../services/consent/accept-consent.ts';
import { getConsent } from '../services/consent/get-consent.ts';

/** /api/consent: the request's customer's consents to the privacy notice and to photo storage. */
export async function consentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const extras = { config: { rateLimit: hashOnlyRateLimit(deps.config) } };

  contractRoute(
    app,
    contracts.getConsent,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return getConsent(deps, customerHash);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.acceptConsent,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return acceptConsent(deps, customerHash, request.body);
    },
    extras,
  );
}
