import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { isProxied } from '../customers/app-proxy.ts';
import { forbidden } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

/**
 * Refuses state-changing requests sent by another site: the Origin header, when present, must be the
 * app's own (PUBLIC_URL or the Host it was reached at), or for requests through the store's app proxy the
 * store's (STORE_ORIGIN): the browser sent those to the store; without it, Sec-Fetch-Site must not say
 * cross-site.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'store'>,
): void {
  const publicOrigin = new URL(config.publicUrl).origin;
  // A callback hook, not an async one: it runs on every request, and a promise each time costs more than the check.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    if (origin) {
      if (isProxied(request)) {
        return done(origin === config.store.origin ? undefined : forbidden(CROSS_SITE_MESSAGE, 'CROSS_SITE'));
      }
      const own = `${request.protocol}://${request.host}`;
      const allowed = origin === publicOrigin || origin === own;
      return done(allowed ? undefined : forbidden(CROSS_SITE_MESSAGE, 'CROSS_SITE'));
    }
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    done(crossSite ? forbidden(CROSS_SITE_MESSAGE, 'CROSS_SITE') : undefined);
  });
}
