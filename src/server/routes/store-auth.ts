import type { FastifyInstance } from 'fastify';
import { storeLoginFor } from '#shared/contracts/store-login.ts';
import { isProxied, proxyPathPrefix } from '../customers/app-proxy.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * GET /api/{STORE_PLATFORM}/auth?redirectUrl=/path: sends the browser to the store's customer login, to come
 * back to STORE_EMBED_PAGE_URL when set, else to that path of this app.
 */
export async function storeAuthRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { store, publicUrl } = deps.config;
  contractRoute(app, storeLoginFor(store.platform), async (request, reply) => {
    if (!store.url) throw new AppError('NOT_CONFIGURED', 'The store login is not configured');
    const back = new URL(request.query.redirectUrl, publicUrl);
    if (back.origin !== new URL(publicUrl).origin)
      throw new AppError('VALIDATION', 'redirectUrl must be a path of this app', { field: 'redirectUrl' });
    const login = new URL('/account/login', store.url);
    // Through the app proxy the tracker is a page of the store: back to that store path. Embedded
    // customers go back to the store page that frames the tracker, where the signed URL is built.
    const proxyPrefix = isProxied(request) ? proxyPathPrefix(request) : null;
    const returnUrl = proxyPrefix
      ? `${proxyPrefix}${request.query.redirectUrl}`
      : (store.embedPageUrl ?? back.toString());
    login.searchParams.set('return_url', returnUrl);
    return reply.redirect(login.toString(), 302);
  });
}
