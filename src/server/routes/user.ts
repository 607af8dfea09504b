import type { FastifyInstance } from 'fastify';
import { getUser, getUserCustomerHash } from '#shared/contracts/user.ts';
import { requireUser } from '../auth/current-user.ts';
import { accountCustomerHash } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { notFound } from '../lib/app-error.ts';
import { presentUser } from '../presenters/user.ts';

/** GET /api/user and GET /api/user/customer-hash. */
export async function userRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(app, getUser, async (request) => presentUser(await requireUser(request, deps), deps.config));

  contractRoute(app, getUserCustomerHash, async (request) => {
    const user = await requireUser(request, deps);
    const customerHash = await accountCustomerHash(request, deps, user.id);
    if (!customerHash) throw notFound('No customer hash for this account');
    return { customerHash };
  });
}
