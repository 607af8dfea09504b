import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { forbidden } from '../lib/app-error.ts';
import type { UserRow } from '../services/users/find-user.ts';
import { requireUser } from './current-user.ts';
import { isAdmin } from './is-admin.ts';

const ADMIN_STEP_MESSAGE = 'Enter the admin password first';

/** A signed-in administrator (401 when signed out, 403 for anyone else). */
export async function requireAdminUser(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<UserRow> {
  const user = await requireUser(request, deps);
  if (!isAdmin(user, deps.config)) throw forbidden();
  return user;
}

/** An administrator who has also entered the admin password in this session. */
export async function requireAdmin(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<UserRow> {
  const user = await requireAdminUser(request, deps);
  if (request.session.adminVerified !== true) throw forbidden(ADMIN_STEP_MESSAGE, 'ADMIN_STEP_REQUIRED');
  return user;
}
