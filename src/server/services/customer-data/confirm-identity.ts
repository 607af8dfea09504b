import type { DeleteMyDataBody } from '#shared/schemas/my-data.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { proveCustomer } from '../../customers/prove-customer.ts';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';
import { findUserById, type UserRow } from '../users/find-user.ts';
import type { CustomerScope } from './customer-scope.ts';

const STORE_PROOF_MESSAGE = 'Open the tracker from the store again, then try once more';

/**
 * Asks again who is deleting: an account's password (also when its store identity asks), or for a store
 * customer without an account a fresh store proof of one of their hashes: in the body, or carried by the
 * request itself (`freshStoreProof`: Shopify's app-proxy signature on this very request, or a store session
 * opened with a proof within the proof's lifetime). Returns the account, if any.
 */
export async function confirmIdentity(
  deps: Pick<Deps, 'db' | 'config' | 'invitationKey'>,
  scope: CustomerScope,
  body: Pick<DeleteMyDataBody, 'password' | 'proof'>,
  { freshStoreProof = false }: { freshStoreProof?: boolean } = {},
): Promise<UserRow | null> {
  if (scope.userId) {
    const user = await findUserById(deps, scope.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in required');
    if (!body.password) throw badRequest('Enter your password', 'VALIDATION', 'password');
    if (!(await verifyPassword(user.password, body.password))) {
      throw new AppError('INVALID_CREDENTIALS', 'The password is not correct', { field: 'password' });
    }
    return user;
  }
  if (!body.proof && freshStoreProof) return null;
  if (!body.proof) throw forbidden(STORE_PROOF_MESSAGE, 'STORE_PROOF_REQUIRED');
  const proven = await proveCustomer(deps, body.proof);
  if (!scope.hashes.includes(proven)) throw forbidden(STORE_PROOF_MESSAGE, 'STORE_PROOF_REQUIRED');
  return null;
}
