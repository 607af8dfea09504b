import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#shared/schemas/sessions.ts';
import type { Deps } from '../deps.ts';
import { configuredDevices } from '../services/sessions/session-input.ts';

/** GET /api/app-config: the store's devices, link, origin and platform (public, no customer data). */
export async function appConfigRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const body: AppConfig = {
    devices: configuredDevices(deps.config),
    storeUrl: deps.config.store.url,
    storeName: deps.config.store.name,
    storeOrigin: deps.config.store.origin ?? null,
    storePlatform: deps.config.store.platform,
  };
  app.get('/api/app-config', async () => body);
}
