import type { FastifyInstance } from 'fastify';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { badRequest } from '../lib/app-error.ts';
import { readMultipartForm } from '../lib/multipart.ts';
import { deletePhotoFiles } from '../services/photos/photo-files.ts';
import { preparePhoto } from '../services/photos/prepare-photo.ts';
import { savePhoto } from '../services/photos/save-photo.ts';

/** POST /api/upload: stores a photo for the customer, not yet attached to a session; answers its imageUrl. */
export async function uploadRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post(
    '/api/upload',
    { config: { rateLimit: hashOnlyRateLimit(deps.config) } },
    async (request, reply) => {
      const { customerHash } = await resolveCustomer(request, deps);
      if (!request.isMultipart())
        throw badRequest(
          'Send the image as multipart/form-data in the field "image"',
          'MALFORMED_REQUEST',
          'image',
        );
      const form = await readMultipartForm(request);
      if (!form.image) throw badRequest('image: Choose an image to upload', 'VALIDATION', 'image');
      const photo = await preparePhoto(deps, customerHash, form.image);
      const written: string[] = [];
      try {
        const saved = await deps.db.transaction(async (tx) => {
          const result = await savePhoto(deps, tx, photo, customerHash, null);
          written.push(result.fileName);
          return result;
        });
        return reply.status(201).send({ imageUrl: saved.url });
      } catch (err) {
        await deletePhotoFiles(deps.config, written);
        throw err;
      }
    },
  );
}
