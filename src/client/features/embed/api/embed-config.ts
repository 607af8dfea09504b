import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#client/lib/request.ts';
import type { AppConfig } from '#shared/schemas/sessions.ts';

// The same key and answer as the tracker's app-config query, so both share one request and one cache entry.
const APP_CONFIG_KEY = ['/api/app-config'] as const;

/** GET /api/app-config: here for storeOrigin (who may message us) and storePlatform (the store login). */
export function fetchEmbedConfig(): Promise<AppConfig> {
  return apiGet<AppConfig>('/api/app-config');
}

/** Server configuration does not change while the page is open, so it is fetched once. */
export function useEmbedConfig() {
  return useQuery({
    queryKey: APP_CONFIG_KEY,
    queryFn: fetchEmbedConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
