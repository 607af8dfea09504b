import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { getAppConfig } from '#shared/contracts/app-config.ts';

export const APP_CONFIG_KEY = [getAppConfig.path] as const;

/**
 * GET /api/app-config: the store's devices and link (the tracker), its origin and platform (the embed
 * messages and the store login); one key, so every feature shares one request and one cache entry. Server
 * configuration does not change while the page is open, so it is fetched once.
 */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: APP_CONFIG_KEY,
    queryFn: () => callApi(getAppConfig),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAppConfig() {
  return useQuery(appConfigQuery());
}
