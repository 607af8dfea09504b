import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * Helmet's headers with a CSP the built client meets: no inline scripts, same-origin everything, framed by
 * us or the store. Helmet is configured once here; @fastify/helmet configured it anew for every request,
 * which cost more than some of the requests themselves (docs/decisions/031).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (sw.js) and the manifest are the app's own files (docs/decisions/024).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The store's pages may frame the tracker; nobody else may.
        frameAncestors: ["'self'", ...(config.store.origin ? [config.store.origin] : [])],
        ...(config.secureTransport ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.secureTransport,
    crossOriginEmbedderPolicy: false,
    // frame-ancestors says who may frame the app; X-Frame-Options cannot name the store, so it is off.
    frameguard: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
