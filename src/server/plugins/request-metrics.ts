import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppMetrics } from '../metrics/app-metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `route` label of the request-duration metric, fixed when the route is added. */
    metricsRoute?: string;
  }
}

/** Requests no route took: the client's pages (index.html) and unknown paths. */
const NO_ROUTE = '(no route)';
/** The built client's files: one route each, whose names carry content hashes. */
const STATIC_FILE = '(static file)';

/**
 * Times every request under its route pattern (`/api/sessions/:id`, never the path with an id or a
 * hash). The label is worked out once per route as it is added; per request this costs one histogram
 * observation, with Fastify's own elapsed time. Register it before any route.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  const isApi = (route: RouteOptions) =>
    route.url.startsWith('/api/') ||
    [route.method, 'GET'].flat().some((method) => app.contracts?.has(`${method} ${route.url}`));
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, metricsRoute: isApi(route) ? route.url : STATIC_FILE };
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.config.metricsRoute ?? NO_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
