import type { FastifyRequest } from 'fastify';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/app-error.ts';
import { currentUser } from './current-user.ts';
import { isAdmin } from './is-admin.ts';

/** Who asks for a photo: its owner's hash, an administrator (after the admin step), or nobody known. */
export type PhotoViewer = { customerHash: string } | { admin: true } | null;

/**
 * Who a photo request is from. An admin who has entered the admin password sees any photo; anyone else
 * sees the photos of the customer the request proves. Nobody proven is not an error here: the photo then
 * answers the same 404 as a missing one, so a photo's existence tells a stranger nothing.
 */
export async function photoViewer(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<PhotoViewer> {
  const user = await currentUser(request, deps);
  if (user && isAdmin(user, deps.config) && request.session.adminVerified === true) return { admin: true };
  try {
    return { customerHash: (await resolveCustomer(request, deps)).customerHash };
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}
