import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { fetchPhotoById, fetchThumbnail, photoKeys } from './photos.ts';

/**
 * A private photo or its thumbnail, as a Blob. Photos are fetched through the request helper, since a store
 * customer may be proven by a bearer token that an <img src> could not send. A photo never changes under its
 * id, so a fetched one is not fetched again while it is cached.
 */
const photoQuery = (id: string, size: 'thumbnail' | 'full', customerHash: string | null) =>
  queryOptions({
    queryKey: size === 'full' ? photoKeys.full(id, customerHash) : photoKeys.thumbnail(id, customerHash),
    queryFn: () => (size === 'full' ? fetchPhotoById(id) : fetchThumbnail(id)),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: !!customerHash,
  });

/** A private photo or its thumbnail as an object URL (see photoQuery). */
export function usePhotoSrc(id: string, size: 'thumbnail' | 'full') {
  const { customerHash } = useCustomerHash();
  const query = useQuery(photoQuery(id, size, customerHash));
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return setSrc(null);
    const url = URL.createObjectURL(query.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [query.data]);
  return { src, failed: query.isError };
}

/** Fetches these full-size photos ahead (a viewer's neighbours), so a step to one shows it at once. */
export function usePrefetchPhotos(ids: readonly string[]) {
  const queryClient = useQueryClient();
  const { customerHash } = useCustomerHash();
  const key = ids.join(' ');
  useEffect(() => {
    if (!customerHash || !key) return;
    for (const id of key.split(' ')) void queryClient.prefetchQuery(photoQuery(id, 'full', customerHash));
  }, [queryClient, customerHash, key]);
}
