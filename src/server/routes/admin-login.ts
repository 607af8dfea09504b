import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../auth/current-user.ts';
import { requireAdminUser } from '../auth/require-admin.ts';
import type { Deps } from '../deps.ts';
import { AppError, unauthorized } from '../lib/app-error.ts';
import { logSecurityEvent } from '../services/security/log-security-event.ts';

const body = z.object({ password: z.string().min(1, { error: 'Password is required' }).max(200) });
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * POST /api/admin/login: the admin password step, for a signed-in administrator; lasts for the session.
 * GET /api/admin/step: whether this administrator has taken the step ({verified}).
 */
export async function adminLoginRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/admin/step', async (request) => {
    await requireAdminUser(request, deps);
    return { verified: request.session.adminVerified === true };
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/admin/login',
      { schema: { body }, config: { rateLimit: deps.config.authRateLimit } },
      async (request) => {
        const user = await requireAdminUser(request, deps);
        const expected = deps.config.adminPassword;
        if (!expected)
          throw new AppError('NOT_CONFIGURED', 'The admin login is closed: ADMIN_PASSWORD is not configured');
        const meta = requestMeta(request);
        if (!timingSafeEqual(digest(expected), digest(request.body.password))) {
          await logSecurityEvent(deps, 'admin_login_failure', meta, user.id);
          throw unauthorized('Invalid admin password', 'INVALID_ADMIN_PASSWORD');
        }
        request.session.adminVerified = true;
        await logSecurityEvent(deps, 'admin_login_success', meta, user.id);
        return { message: 'Logged in as administrator' };
      },
    );
}
