import type { FastifyInstance } from 'fastify';
import { listPhotoAccess } from '#shared/contracts/photo-access.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { listPhotoAccess as listPhotoAccessEntries } from '../services/photo-access/list-photo-access.ts';

/** GET /api/admin/photo-access: the newest admin views and exports of customers' photos. */
export async function photoAccessRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(app, listPhotoAccess, async (request) => {
    await requireAdmin(request, deps);
    return listPhotoAccessEntries(deps);
  });
}
