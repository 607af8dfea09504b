import { callApi } from '#client/lib/api-call.ts';
import { getPhoto } from '#shared/contracts/photos.ts';
import { photoIdFromUrl } from '#shared/schemas/photos.ts';

/**
 * GET /api/photos/{id}: a saved photo, by the imageUrl a session holds. Photos are served only to their
 * owner, who may be proven by a bearer token that an <img src> could not send, so it is fetched as a Blob.
 */
export async function fetchPhoto(imageUrl: string): Promise<Blob> {
  const id = photoIdFromUrl(imageUrl);
  if (!id) throw new Error(`Not a photo of this app: ${imageUrl}`);
  return callApi(getPhoto, { params: { id } });
}
