import type { FastifyInstance } from 'fastify';
import { listAdminSessions, listAdminUsers } from '#shared/contracts/admin.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { listCustomers } from '../services/admin/list-customers.ts';
import { listSessionsByCustomer } from '../services/admin/list-sessions-by-customer.ts';

/**
 * GET /api/admin/users (paginated counts) and GET /api/admin/sessions (the spec's shape, kept for
 * compatibility).
 */
export async function adminRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(app, listAdminUsers, async (request) => {
    await requireAdmin(request, deps);
    return listCustomers(deps.pool, request.query.page, request.query.pageSize);
  });

  contractRoute(app, listAdminSessions, async (request) => {
    await requireAdmin(request, deps);
    return listSessionsByCustomer(deps, request.query.limit);
  });
}
