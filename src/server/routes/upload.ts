import type { FastifyInstance } from 'fastify';
import * as contracts from '#shared/contracts/photos.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { badRequest } from '../lib/app-error.ts';
import { readMultipartForm } from '../lib/multipart.ts';
import { requirePhotoConsent } from '../services/consent/require-photo-consent.ts';
import { uploadPhoto } from '../services/photos/upload-photo.ts';

/** POST /api/upload: stores a photo for the customer, not yet attached to a session; answers its imageUrl. */
export async function uploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    contracts.uploadPhoto,
    async (request, reply) => {
      const { customerHash } = await resolveCustomer(request, deps);
      // Refused before the file is read; session photos are checked where every photo passes (preparePhoto).
      await requirePhotoConsent(deps, customerHash);
      if (!request.isMultipart())
        throw badRequest(
          'Send the image as multipart/form-data in the field "image"',
          'MALFORMED_REQUEST',
          'image',
        );
      const form = await readMultipartForm(request);
      if (!form.image) throw badRequest('image: Choose an image to upload', 'VALIDATION', 'image');
      reply.status(201);
      return uploadPhoto(deps, customerHash, form.image);
    },
    { config: { rateLimit: hashOnlyRateLimit(deps.config) } },
  );
}
