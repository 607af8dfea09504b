import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#client/lib/request.ts';
import type { AppConfig } from '#shared/schemas/sessions.ts';

export const APP_CONFIG_KEY = ['/api/app-config'] as const;

/** GET /api/app-config: the store's device list and link (server configuration, public). */
export function fetchAppConfig(): Promise<AppConfig> {
  return apiGet<AppConfig>('/api/app-config');
}

/** Server configuration does not change while the page is open, so it is fetched once. */
export function useAppConfig() {
  return useQuery({ queryKey: APP_CONFIG_KEY, queryFn: fetchAppConfig, staleTime: Number.POSITIVE_INFINITY });
}
