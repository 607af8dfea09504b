import type { FastifyInstance } from 'fastify';
import { getAppConfig } from '#shared/contracts/app-config.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { configuredDevices } from '../services/sessions/session-input.ts';

/** GET /api/app-config: the store's devices, link, origin and platform (public, no customer data). */
export async function appConfigRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const body = {
    devices: configuredDevices(deps.config).map(({ label, kind }) => ({ label, kind })),
    storeUrl: deps.config.store.url,
    storeName: deps.config.store.name,
    storeOrigin: deps.config.store.origin ?? null,
    storePlatform: deps.config.store.platform,
    quickHideUrl: deps.config.store.quickHideUrl,
  };
  contractRoute(app, getAppConfig, async () => body);
}
