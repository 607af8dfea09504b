import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { getPhoto, getPhotoThumbnail, listGallery } from '#shared/contracts/photos.ts';
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

/** The query keys of the photo gallery; each ends with the customer hash, so another customer is another entry. */
export const photoKeys = {
  all: [listGallery.path] as const,
  gallery: (customerHash: string | null) => [...photoKeys.all, 'gallery', customerHash] as const,
  thumbnail: (id: string, customerHash: string | null) =>
    [...photoKeys.all, 'thumbnail', id, customerHash] as const,
  full: (id: string, customerHash: string | null) => [...photoKeys.all, 'full', id, customerHash] as const,
};

/** How many photos one gallery page asks for: a few screens of a three-column grid. */
export const GALLERY_PAGE_SIZE = 24;

/** GET /api/photos?cursor: the customer's photos newest first, a page at a time. */
export const galleryQuery = (customerHash: string | null) =>
  infiniteQueryOptions({
    queryKey: photoKeys.gallery(customerHash),
    queryFn: ({ pageParam }) =>
      callApi(listGallery, { query: { limit: GALLERY_PAGE_SIZE, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: !!customerHash,
  });

/** GET /api/photos/{id}/thumbnail, as a Blob (like the photo: a bearer token may prove the customer). */
export const fetchThumbnail = (id: string) => callApi(getPhotoThumbnail, { params: { id } });

/** GET /api/photos/{id}, as a Blob. */
export const fetchPhotoById = (id: string) => callApi(getPhoto, { params: { id } });
