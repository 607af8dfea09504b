import type { FastifyInstance } from 'fastify';
import { getPhoto } from '#shared/contracts/photos.ts';
import { photoViewer } from '../auth/photo-viewer.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { readPhoto } from '../services/photos/read-photo.ts';

/** GET /api/photos/:id: private photos, for their owner or an admin only, never cached. */
export async function photoRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    getPhoto,
    async (request, reply) => {
      const photo = await readPhoto(deps, request.params.id, await photoViewer(request, deps));
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(photo.data);
    },
    { config: { rateLimit: hashOnlyRateLimit(deps.config) } },
  );
}
