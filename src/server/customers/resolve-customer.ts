import type { FastifyRequest } from 'fastify';
import { CUSTOMER_HASH_MIN_LENGTH } from '#shared/constants.ts';
import { currentUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../lib/app-error.ts';
import { customerHashForUser, effectiveCustomerHash } from './customer-hash.ts';
import { storeCustomerFromCookie } from './store-customer-cookie.ts';

export type Customer = { customerHash: string; userId: string | null };

/** The customer_hash (or customerHash) query parameter of a request, if any. */
export function queryCustomerHash(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.customer_hash ?? query?.customerHash;
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Which customer a request acts as (docs/decisions/006-customer-hash-trust.md):
 * 1. a signed-in user is always their own hash, whatever the query says;
 * 2. else the customer_hash query parameter (3+ characters); in `verified` mode only a hash the server
 *    issued or verified (it is in customer_mapping), in `open` mode any; a store hash linked to an account
 *    acts as that account's own hash;
 * 3. else the verified store customer of the signed cookie (likewise);
 * otherwise 401.
 */
export async function resolveCustomer(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<Customer> {
  const user = await currentUser(request, deps);
  if (user) {
    const customerHash = await customerHashForUser(deps, user.id);
    if (customerHash) return { customerHash, userId: user.id };
    throw unauthorized();
  }
  const fromQuery = queryCustomerHash(request);
  if (fromQuery && fromQuery.length >= CUSTOMER_HASH_MIN_LENGTH && fromQuery.length <= 200) {
    const known = await effectiveCustomerHash(deps, fromQuery);
    if (known) return { customerHash: known, userId: null };
    if (deps.config.customerHashMode === 'open') return { customerHash: fromQuery, userId: null };
    throw unauthorized();
  }
  const fromCookie = storeCustomerFromCookie(request);
  const known = fromCookie ? await effectiveCustomerHash(deps, fromCookie) : null;
  if (known) return { customerHash: known, userId: null };
  throw unauthorized();
}
