import type { FastifyInstance } from 'fastify';
import { changePassword, getUser, getUserCustomerHash, updateUser } from '#shared/contracts/user.ts';
import { requestMeta, requireUser } from '../auth/current-user.ts';
import { accountCustomerHash } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { notFound } from '../lib/app-error.ts';
import { presentUser } from '../presenters/user.ts';
import { changePassword as changeUserPassword } from '../services/users/change-password.ts';
import { renameUser } from '../services/users/rename-user.ts';

/** GET and PATCH /api/user, GET /api/user/customer-hash and POST /api/user/password: the signed-in user's own. */
export async function userRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(app, getUser, async (request) => presentUser(await requireUser(request, deps), deps.config));

  contractRoute(app, updateUser, async (request) => {
    const user = await requireUser(request, deps);
    return presentUser(await renameUser(deps, user.id, request.body.name), deps.config);
  });

  contractRoute(app, getUserCustomerHash, async (request) => {
    const user = await requireUser(request, deps);
    const customerHash = await accountCustomerHash(request, deps, user.id);
    if (!customerHash) throw notFound('No customer hash for this account');
    return { customerHash };
  });

  contractRoute(
    app,
    changePassword,
    async (request) => {
      const user = await requireUser(request, deps);
      const meta = requestMeta(request);
      await changeUserPassword(deps, user, request.body, meta, request.session.sessionId);
      return { message: 'Your password was changed. Your other devices were signed out.' };
    },
    { onRequest: app.authRateLimit },
  );
}
