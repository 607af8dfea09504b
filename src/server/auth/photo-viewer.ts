import type { FastifyRequest } from 'fastify';
import { resolveCustomer } from '../customers/resolve-customer.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/app-error.ts';
import { currentUser } from './current-user.ts';
import { isAdmin } from './is-admin.ts';

/** An administrator who took the admin step: who they are, for the photo-access audit, and their own hash. */
export type AdminViewer = { userId: string; email: string; ownCustomerHash: string | null };

/** Who asks for a photo: its owner's hash, an administrator (after the admin step), or nobody known. */
export type PhotoViewer = { customerHash: string } | { admin: AdminViewer } | null;

/** The customer a request proves, or null when it proves none. */
async function provenCustomerHash(request: FastifyRequest, deps: Pick<Deps, 'db' | 'config'>) {
  try {
    return (await resolveCustomer(request, deps)).customerHash;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * Who a photo request is from. An admin who has entered the admin password sees any photo (and each view
 * of another customer's photo is recorded: services/photo-access); anyone else sees the photos of the
 * customer the request proves. Nobody proven is not an error here: the photo then answers the same 404 as
 * a missing one, so a photo's existence tells a stranger nothing.
 */
export async function photoViewer(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<PhotoViewer> {
  const user = await currentUser(request, deps);
  const customerHash = await provenCustomerHash(request, deps);
  if (user && isAdmin(user, deps.config) && request.session.adminVerified === true)
    return { admin: { userId: user.id, email: user.email, ownCustomerHash: customerHash } };
  return customerHash ? { customerHash } : null;
}
