import type { CustomerProof } from '#shared/schemas/customer.ts';
import { digestToken } from '../auth/tokens.ts';
import { usedStoreProofs } from '../db/schema/store-and-privacy.ts';
import type { Deps } from '../deps.ts';
import { AppError, unauthorized } from '../lib/app-error.ts';
import { storeCustomerHash, verifyInvitation, verifyStoreProof } from '../store/signatures.ts';
import { effectiveCustomerHash } from './customer-hash.ts';
import { recordCustomerHash } from './record-customer-hash.ts';
import { shopifyCustomerHash } from './shopify-identity.ts';

const PROOF_REFUSED_MESSAGE = 'This store link has expired or was already used. Reload the store page.';

/** Keeps a used proof's signature until it could not be accepted anyway; false when it was used before. */
async function consume(deps: Pick<Deps, 'db'>, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await deps.db
    .insert(usedStoreProofs)
    .values({ signatureDigest: digestToken(signature.toLowerCase()), expiresAt })
    .onConflictDoNothing()
    .returning({ digest: usedStoreProofs.signatureDigest });
  return inserted.length === 1;
}

/**
 * Turns a proof into the customer hash it proves, once: a fresh store signature (with STORE_SHOP_DOMAIN, the
 * shop customer's one hash, `shopifyCustomerHash`; without, derived from the id and recorded) or an owner's invitation (our own signature of a hash the server
 * issued). A bad, stale or replayed proof is a 401.
 */
export async function proveCustomer(
  deps: Pick<Deps, 'db' | 'config' | 'invitationKey'>,
  proof: CustomerProof,
) {
  const { store, storeSessions } = deps.config;
  if ('customer_id' in proof) {
    if (!store.sharedSecret) throw new AppError('NOT_CONFIGURED', 'Store sign-in is not configured');
    const check = verifyStoreProof(store.sharedSecret, proof, storeSessions.proofMaxAgeMs);
    if (!check.ok) throw unauthorized(PROOF_REFUSED_MESSAGE, 'PROOF_REFUSED');
    const validUntil = new Date(proof.issued_at * 1000 + storeSessions.proofMaxAgeMs);
    if (!(await consume(deps, proof.signature, validUntil)))
      throw unauthorized(PROOF_REFUSED_MESSAGE, 'PROOF_REFUSED');
    // With the shop known, the one hash of that shop's customer (docs/decisions/064); else the old derivation.
    if (store.shopDomain) return shopifyCustomerHash(deps, store.shopDomain, proof.customer_id);
    const customerHash = storeCustomerHash(store.sharedSecret, store.platform, proof.customer_id);
    await recordCustomerHash(deps, customerHash);
    return customerHash;
  }
  const check = verifyInvitation(deps.invitationKey, proof);
  if (!check.ok) throw unauthorized(PROOF_REFUSED_MESSAGE, 'PROOF_REFUSED');
  if (!(await consume(deps, proof.signature, new Date(proof.expires * 1000)))) {
    throw unauthorized(PROOF_REFUSED_MESSAGE, 'PROOF_REFUSED');
  }
  const known = await effectiveCustomerHash(deps, proof.customer_hash);
  if (!known) throw unauthorized(PROOF_REFUSED_MESSAGE, 'PROOF_REFUSED');
  return proof.customer_hash;
}
