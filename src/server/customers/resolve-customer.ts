import type { FastifyRequest } from 'fastify';
import { CUSTOMER_HASH_MAX_LENGTH, CUSTOMER_HASH_MIN_LENGTH } from '#shared/constants.ts';
import { currentUser, slideLoginSession } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../lib/app-error.ts';
import { findStoreSession } from '../services/store-sessions/find-store-session.ts';
import { isProxied, proxyCustomer } from './app-proxy.ts';
import { customerHashForUser, effectiveCustomerHash } from './customer-hash.ts';
import { storeSessionToken } from './store-session-token.ts';

export type Customer = { customerHash: string; userId: string | null };

/** The customer_hash (or customerHash) query parameter of a request, if any. */
function queryCustomerHash(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.customer_hash ?? query?.customerHash;
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * The signed-in account as a customer: its own hash, kept in the login session since sign-in, so nothing
 * but the session row is read (docs/decisions/031). A session from before that is looked up once and kept.
 * Null when nobody is signed in (or the account is gone); 401 for an account without a hash.
 */
async function signedInCustomer(request: FastifyRequest, deps: Pick<Deps, 'db'>): Promise<Customer | null> {
  const userId = request.session?.userId;
  if (!userId) return null;
  const kept = request.session.customerHash;
  if (kept) {
    slideLoginSession(request);
    return { customerHash: kept, userId };
  }
  const user = await currentUser(request, deps);
  if (!user) return null;
  const customerHash = await customerHashForUser(deps, user.id);
  if (!customerHash) throw unauthorized();
  request.session.customerHash = customerHash;
  return { customerHash, userId: user.id };
}

/** A signed-in user's own customer hash: the one kept in the login session, else looked up. */
export async function accountCustomerHash(
  request: FastifyRequest,
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<string | null> {
  const kept = request.session?.userId === userId ? request.session.customerHash : undefined;
  return kept ?? customerHashForUser(deps, userId);
}

type StoreSessionFound = { customerHash: string; createdAt: Date } | null;
const storeSessionCache = new WeakMap<FastifyRequest, Promise<StoreSessionFound>>();

/** The live store session a request carries (bearer token or cookie), looked up once per request. */
function currentStoreSession(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<StoreSessionFound> {
  let pending = storeSessionCache.get(request);
  if (!pending) {
    const token = storeSessionToken(request);
    pending = token ? findStoreSession(deps, token) : Promise.resolve(null);
    storeSessionCache.set(request, pending);
  }
  return pending;
}

/**
 * The store identity a request proves, without an account: Shopify's signed app-proxy parameters on a
 * proxied request, else a live store session. Null when it proves none.
 */
export async function provenStoreCustomer(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<string | null> {
  if (isProxied(request)) return proxyCustomer(request, deps);
  const session = await currentStoreSession(request, deps);
  return session?.customerHash ?? null;
}

/**
 * Whether the request carries a store proof as fresh as one presented now: Shopify's app-proxy signature
 * (checked on this very request, within 90 seconds), or a store session opened with a proof less than the
 * proof's own lifetime ago (STORE_PROOF_MAX_AGE_SECONDS). Deleting a store customer's data asks for it.
 */
export async function hasFreshStoreProof(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<boolean> {
  if (isProxied(request)) return (await proxyCustomer(request, deps)) !== null;
  const session = await currentStoreSession(request, deps);
  return !!session && Date.now() - session.createdAt.getTime() <= deps.config.storeSessions.proofMaxAgeMs;
}

/**
 * Which customer a request acts as (docs/decisions/010-customer-identity.md). A customer hash names a
 * customer; only proof of who is asking lets a request act as one:
 * 1. a signed-in user is always their own hash;
 * 2. a store customer proven by the app proxy's signature or a live store session (a store hash linked to
 *    an account acts as that account's own hash);
 * 3. in `open` mode only, the customer_hash query parameter on its own (the spec's literal trust model);
 * otherwise 401. In `verified` mode the customer_hash the client sends is never acted on alone.
 */
export async function resolveCustomer(
  request: FastifyRequest,
  deps: Pick<Deps, 'db' | 'config'>,
): Promise<Customer> {
  const signedIn = await signedInCustomer(request, deps);
  if (signedIn) return signedIn;
  const proven = await provenStoreCustomer(request, deps);
  if (proven) return { customerHash: (await effectiveCustomerHash(deps, proven)) ?? proven, userId: null };
  if (deps.config.customerHashMode === 'open') {
    const fromQuery = queryCustomerHash(request);
    if (
      fromQuery &&
      fromQuery.length >= CUSTOMER_HASH_MIN_LENGTH &&
      fromQuery.length <= CUSTOMER_HASH_MAX_LENGTH
    ) {
      return { customerHash: (await effectiveCustomerHash(deps, fromQuery)) ?? fromQuery, userId: null };
    }
  }
  throw unauthorized();
}
