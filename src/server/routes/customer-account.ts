import type { FastifyInstance } from 'fastify';
import { getCustomerAccountSummary as summaryContract } from '#shared/contracts/customer-account.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { sessionTokenCustomer } from '../customers/session-token-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { presentSession } from '../presenters/session.ts';
import { getCustomerAccountSummary } from '../services/customer-account/get-customer-account-summary.ts';

/**
 * CORS as Shopify documents it for UI extensions: they run in a web worker whose origin
 * (https://extensions.shopifycdn.com today) "may change without notice", so any origin may read the answer.
 * The token is a bearer, never a cookie: no credentials are allowed, so `*` exposes nothing a request did
 * not already carry. Only this route; every other route's CORS is unchanged (none).
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'Authorization',
  'access-control-max-age': '600',
};

/** GET /api/customer-account/summary (and its preflight): the customer-account page's figures. */
export async function customerAccountRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    // Before anything can fail, so a 401 or 429 reaches the extension readable too.
    scope.addHook('onRequest', async (_request, reply) => {
      reply.headers(CORS_HEADERS);
    });
    scope.options(summaryContract.path, async (_request, reply) =>
      reply.headers(PREFLIGHT_HEADERS).code(204).send(),
    );
    contractRoute(
      scope,
      summaryContract,
      async (request) => {
        const { customerHash, shop } = await sessionTokenCustomer(request, deps);
        const summary = await getCustomerAccountSummary(deps, customerHash, shop);
        const recent = summary.recent.entries.map((row) => ({
          ...presentSession(row),
          checkin: summary.recent.checkins.get(row.id) ?? null,
        }));
        return { ...summary, recent };
      },
      { config: { rateLimit: hashOnlyRateLimit(deps.config) } },
    );
  });
}
