import { useInfiniteQuery } from '@tanstack/react-query';
import { useConsent } from '#client/api/consent.ts';
import { galleryQuery } from '#client/api/photos.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import type { GalleryPhoto } from '#shared/schemas/photos.ts';

/**
 * The customer's most recent photo of another session (the one being edited has its own), for the photo
 * field's guide; null while unknown or when there is none. Read from the gallery's first page (the same
 * cache as /photos), and only for a customer who once agreed to photo storage: nobody else has photos.
 */
export function usePreviousPhoto(sessionId: number | null): GalleryPhoto | null {
  const { customerHash } = useCustomerHash();
  const consent = useConsent();
  const gallery = useInfiniteQuery({
    ...galleryQuery(customerHash),
    enabled: !!customerHash && !!consent.data?.photos.acceptedAt,
  });
  return gallery.data?.pages[0]?.photos.find((photo) => photo.sessionId !== sessionId) ?? null;
}
