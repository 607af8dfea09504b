import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/preferences.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { getPreferences } from '../services/preferences/get-preferences.ts';
import { savePreferences } from '../services/preferences/save-preferences.ts';

/** /api/preferences: the request's customer's settings (the preferred unit). */
export async function preferencesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const extras = { config: { rateLimit: hashOnlyRateLimit(deps.config) } };

  contractRoute(
    app,
    contracts.getPreferences,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return getPreferences(deps, customerHash);
    },
    extras,
  );

  contractRoute(
    app,
    contracts.updatePreferences,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return savePreferences(deps, customerHash, request.body);
    },
    extras,
  );
}
