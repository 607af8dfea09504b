import type { FastifyRequest } from 'fastify';
import { ADMIN_REAUTH_MINUTES } from '#shared/constants.ts';
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

/** An administrator who has also entered the admin password in this login session. */
export async function requireAdmin(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<UserRow> {
  const user = await requireAdminUser(request, deps);
  if (request.session.adminVerified !== true) throw forbidden(ADMIN_STEP_MESSAGE, 'ADMIN_STEP_REQUIRED');
  return user;
}

export const ADMIN_REAUTH_MESSAGE = 'Enter the admin password again to export photos';

/**
 * An administrator who entered the admin password within the last ADMIN_REAUTH_MINUTES (an export with
 * images): an older step answers 403 ADMIN_REAUTH_REQUIRED, and the admin password again renews it.
 */
export async function requireRecentAdminStep(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
  now = Date.now(),
): Promise<UserRow> {
  const user = await requireAdmin(request, deps);
  const at = request.session.adminVerifiedAt;
  if (typeof at !== 'number' || now - at > ADMIN_REAUTH_MINUTES * 60_000 || at > now)
    throw forbidden(ADMIN_REAUTH_MESSAGE, 'ADMIN_REAUTH_REQUIRED');
  return user;
}
