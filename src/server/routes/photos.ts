import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { type Customer, resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/app-error.ts';
import { readPhoto } from '../services/photos/read-photo.ts';

const params = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, { error: 'Photo not found' }) });

/** GET /api/photos/:id: private photos, for their owner only, never cached by anyone else. */
export async function photoRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/photos/:id',
      { schema: { params }, config: { rateLimit: hashOnlyRateLimit(deps.config) } },
      async (request, reply) => {
        let customer: Customer | null = null;
        try {
          customer = await resolveCustomer(request, deps);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
        }
        const photo = await readPhoto(deps, request.params.id, customer?.customerHash ?? null);
        return reply
          .header('content-type', photo.contentType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(photo.data);
      },
    );
}
