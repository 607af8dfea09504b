import { useQuery } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { listPhotoAccess } from '#shared/contracts/photo-access.ts';

export const PHOTO_ACCESS_KEY = [listPhotoAccess.path] as const;

/** GET /api/admin/photo-access: the newest admin views and exports of customers' photos. */
export function usePhotoAccess() {
  return useQuery({ queryKey: PHOTO_ACCESS_KEY, queryFn: () => callApi(listPhotoAccess), staleTime: 0 });
}
