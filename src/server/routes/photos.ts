import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/current-user.ts';
import { isAdmin } from '../auth/is-admin.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { type Customer, resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/app-error.ts';
import { type PhotoViewer, readPhoto } from '../services/photos/read-photo.ts';

const params = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, { error: 'Photo not found' }) });

async function viewerOf(request: FastifyRequest, deps: Deps): Promise<PhotoViewer> {
  const user = await currentUser(request, deps);
  if (user && isAdmin(user, deps.config) && request.session.adminVerified === true) return { admin: true };
  try {
    const customer: Customer = await resolveCustomer(request, deps);
    return { customerHash: customer.customerHash };
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/** GET /api/photos/:id: private photos, for their owner or an admin only, never cached. */
export async function photoRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/photos/:id',
      { schema: { params }, config: { rateLimit: hashOnlyRateLimit(deps.config) } },
      async (request, reply) => {
        const photo = await readPhoto(deps, request.params.id, await viewerOf(request, deps));
        return reply
          .header('content-type', photo.contentType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(photo.data);
      },
    );
}
