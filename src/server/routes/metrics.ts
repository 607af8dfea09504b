import type { FastifyInstance } from 'fastify';
import { readMetrics } from '#shared/contracts/metrics.ts';
import { hasMetricsToken } from '../auth/metrics-token.ts';
import { isProxied } from '../customers/app-proxy.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { AppError, notFound } from '../lib/app-error.ts';

/**
 * GET /metrics for Prometheus (docs/decisions/027): the bearer token from METRICS_TOKEN, no session; never
 * rate-limited, never through the store's app proxy, and answering like an unknown path while no token is
 * configured. Scrapes are not logged (only warnings are).
 */
export async function metricsRoutes(app: FastifyInstance, deps: Pick<Deps, 'config' | 'metrics'>) {
  contractRoute(
    app,
    readMetrics,
    async (request, reply) => {
      const token = deps.config.metricsToken;
      if (!token || isProxied(request)) throw notFound(`Route GET ${request.url.split('?')[0]} not found`);
      if (!hasMetricsToken(request.headers.authorization, token)) {
        throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required', {
          headers: { 'www-authenticate': 'Bearer realm="metrics"' },
        });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(deps.metrics.contentType)
        .send(await deps.metrics.exposition());
    },
    { config: { rateLimit: false }, logLevel: 'warn' },
  );
}
