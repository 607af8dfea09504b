import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta, requireUser } from '../auth/current-user.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { linkCustomerHash } from '../customers/link-customer-hash.ts';
import { recordCustomerHash } from '../customers/record-customer-hash.ts';
import {
  clearStoreCustomerCookie,
  setStoreCustomerCookie,
  storeCustomerFromCookie,
} from '../customers/store-customer-cookie.ts';
import type { Deps } from '../deps.ts';
import { AppError, badRequest } from '../lib/app-error.ts';
import { storeCustomerHash, verifyAppProxy, verifyEmbedSignature } from '../store/signatures.ts';

const linkBody = z.object({ customerHash: z.string().trim().min(3).max(200) });

const hashQuery = z.object({
  customer_id: z
    .string()
    .regex(/^[0-9A-Za-z_-]{1,64}$/)
    .optional(),
  signature: z.string().max(128).optional(),
  customer_hash: z.string().optional(),
  customerHash: z.string().optional(),
});

/**
 * The store-integration identity routes:
 * - GET /api/customer/hash: the verified store customer (from a signed embed URL's customer_id and
 *   signature, or from the cookie set after an app-proxy request), as {customerHash, authenticated};
 * - POST /api/customer/link: a signed-in user takes over a verified store hash no account owns yet;
 * - POST /api/customer/logout: forgets the store customer;
 * - GET /api/store/proxy: Shopify's app-proxy entry, verified, then on to the tracker.
 */
export async function customerRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { store } = deps.config;

  typed.get(
    '/api/customer/hash',
    { schema: { querystring: hashQuery }, config: { rateLimit: hashOnlyRateLimit(deps.config) } },
    async (request, reply) => {
      const { customer_id: customerId, signature } = request.query;
      if (customerId && signature) {
        if (!store.sharedSecret) throw new AppError(503, 'Store sign-in is not configured');
        if (!verifyEmbedSignature(store.sharedSecret, customerId, signature)) {
          request.log.warn(
            { event: 'bad_embed_signature', ip: requestMeta(request).ip },
            'refused store signature',
          );
          return { customerHash: null, authenticated: false };
        }
        const customerHash = storeCustomerHash(store.sharedSecret, store.platform, customerId);
        await recordCustomerHash(deps, customerHash);
        setStoreCustomerCookie(reply, deps.config, customerHash);
        return { customerHash, authenticated: true };
      }
      const fromCookie = storeCustomerFromCookie(request);
      return fromCookie
        ? { customerHash: fromCookie, authenticated: true }
        : { customerHash: null, authenticated: false };
    },
  );

  typed.post('/api/customer/link', { schema: { body: linkBody } }, async (request) => {
    const user = await requireUser(request, deps);
    const customerHash = await linkCustomerHash(deps, user.id, request.body.customerHash);
    return { customerHash, linked: true };
  });

  app.post('/api/customer/logout', async (_request, reply) => {
    clearStoreCustomerCookie(reply, deps.config);
    return { message: 'Signed out of the store identity' };
  });

  app.get('/api/store/proxy', async (request, reply) => {
    if (!store.appSecret) throw new AppError(503, 'The store app proxy is not configured');
    const rawQuery = request.url.split('?')[1] ?? '';
    const check = verifyAppProxy(store.appSecret, rawQuery);
    if (!check.ok) throw new AppError(401, 'The store request could not be verified');
    if (!check.customerId) throw badRequest('Sign in to the store first');
    const customerHash = storeCustomerHash(
      store.appSecret,
      store.platform,
      `${check.shop}:${check.customerId}`,
    );
    await recordCustomerHash(deps, customerHash);
    setStoreCustomerCookie(reply, deps.config, customerHash);
    return reply.redirect(`${deps.config.publicUrl}/`, 303);
  });
}
