import type { FastifyInstance, FastifyReply } from 'fastify';
import { getPhoto, getPhotoThumbnail, listGallery } from '#shared/contracts/photos.ts';
import { photoViewer } from '../auth/photo-viewer.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { listGallery as listGalleryPage } from '../services/photos/list-gallery.ts';
import { readPhoto, type StoredImage } from '../services/photos/read-photo.ts';
import { readThumbnail } from '../services/photos/read-thumbnail.ts';

/** A private image (streamed from the database as it is read): never cached, never sniffed. */
const sendImage = (reply: FastifyReply, image: StoredImage) =>
  reply
    .header('content-type', image.contentType)
    .header('content-length', image.length)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(image.data);

/** /api/photos: the customer's gallery, and private photos and thumbnails for their owner or an admin only. */
export async function photoRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const extras = { config: { rateLimit: hashOnlyRateLimit(deps.config) } };

  contractRoute(
    app,
    listGallery,
    async (request) => {
      const { customerHash } = await resolveCustomer(request, deps);
      return listGalleryPage(deps, customerHash, request.query.limit, request.query.cursor);
    },
    extras,
  );

  contractRoute(
    app,
    getPhoto,
    async (request, reply) =>
      sendImage(reply, await readPhoto(deps, request.params.id, await photoViewer(request, deps))),
    extras,
  );

  contractRoute(
    app,
    getPhotoThumbnail,
    async (request, reply) =>
      sendImage(reply, await readThumbnail(deps, request.params.id, await photoViewer(request, deps))),
    extras,
  );
}
