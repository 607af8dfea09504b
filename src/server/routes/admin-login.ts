import type { FastifyInstance } from 'fastify';
import { getAdminStep, takeAdminStep } from '#shared/contracts/admin-step.ts';
import { requestMeta } from '../auth/current-user.ts';
import { requireAdminUser } from '../auth/require-admin.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { checkAdminPassword } from '../services/admin/check-admin-password.ts';

/**
 * POST /api/admin/login: the admin password step, for a signed-in administrator; lasts for the session.
 * GET /api/admin/step: whether this administrator has taken the step ({verified}).
 */
export async function adminLoginRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(app, getAdminStep, async (request) => {
    await requireAdminUser(request, deps);
    return { verified: request.session.adminVerified === true };
  });

  contractRoute(
    app,
    takeAdminStep,
    async (request) => {
      const user = await requireAdminUser(request, deps);
      await checkAdminPassword(deps, user.id, request.body.password, requestMeta(request));
      request.session.adminVerified = true;
      request.session.adminVerifiedAt = Date.now();
      return { message: 'Logged in as administrator' };
    },
    { config: { rateLimit: deps.config.authRateLimit } },
  );
}
