import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

/**
 * Refuses state-changing requests sent by another site: the Origin header, when present, must be the
 * app's own (PUBLIC_URL or the Host it was reached at); without it, Sec-Fetch-Site must not say cross-site.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== publicOrigin && origin !== own) throw forbidden(CROSS_SITE_MESSAGE);
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(CROSS_SITE_MESSAGE);
  });
}
