import type { FastifyRequest } from 'fastify';
import { CUSTOMER_HASH_MIN_LENGTH } from '#shared/constants.ts';
import { currentUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../lib/app-error.ts';
import { customerHashForUser } from './customer-hash.ts';

export type Customer = { customerHash: string; userId: string | null };

/** The customer_hash (or customerHash) query parameter of a request, if any. */
export function queryCustomerHash(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.customer_hash ?? query?.customerHash;
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Which customer a request acts as. A signed-in user is always their own hash, whatever the query says.
 * Without a sign-in, the customer_hash query parameter (3 characters or more) names the customer.
 * Otherwise 401.
 */
export async function resolveCustomer(request: FastifyRequest, deps: Pick<Deps, 'db'>): Promise<Customer> {
  const user = await currentUser(request, deps);
  if (user) {
    const customerHash = await customerHashForUser(deps, user.id);
    if (customerHash) return { customerHash, userId: user.id };
  }
  const fromQuery = queryCustomerHash(request);
  if (!user && fromQuery && fromQuery.length >= CUSTOMER_HASH_MIN_LENGTH && fromQuery.length <= 200) {
    return { customerHash: fromQuery, userId: null };
  }
  throw unauthorized();
}
