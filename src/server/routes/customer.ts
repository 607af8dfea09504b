import type { FastifyInstance } from 'fastify';
import {
  createCustomerSession,
  createInvitation,
  linkCustomer,
  logoutCustomer,
  lookupCustomerHash,
} from '#shared/contracts/customer.ts';
import { requestMeta, requireUser } from '../auth/current-user.ts';
import { customerHashForUser } from '../customers/customer-hash.ts';
import { hashOnlyRateLimit } from '../customers/hash-rate-limit.ts';
import { linkCustomerHash } from '../customers/link-customer-hash.ts';
import { proveCustomer } from '../customers/prove-customer.ts';
import { provenStoreCustomer } from '../customers/resolve-customer.ts';
import {
  clearStoreSessionCookie,
  setStoreSessionCookie,
  storeSessionToken,
} from '../customers/store-session-token.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { AppError, forbidden, notFound } from '../lib/app-error.ts';
import { logSecurityEvent } from '../services/security/log-security-event.ts';
import { openStoreSession } from '../services/store-sessions/open-store-session.ts';
import { revokeStoreSession } from '../services/store-sessions/revoke-store-sessions.ts';
import { invitationSignature } from '../store/signatures.ts';

const PROVE_STORE_IDENTITY_MESSAGE = 'Open the tracker from the store first, then link it to your account';

/**
 * The store-integration identity routes (docs/decisions/010-customer-identity.md):
 * - POST /api/customer/session: a store proof or an owner's invitation, exchanged once for a store session;
 * - GET /api/customer/hash: the store customer this request proves (session or app proxy), if any;
 * - POST /api/customer/logout: ends the store session on the server;
 * - POST /api/customer/link: a signed-in user takes over the store identity they prove;
 * - POST /api/customer/invitation: a signed-in user's short-lived embed invitation for their own hash.
 */
export async function customerRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const rateLimit = hashOnlyRateLimit(deps.config);

  contractRoute(
    app,
    createCustomerSession,
    async (request, reply) => {
      const customerHash = await proveCustomer(deps, request.body);
      const session = await openStoreSession(deps, customerHash);
      setStoreSessionCookie(reply, deps.config, session.token, session.expiresAt);
      await logSecurityEvent(deps, 'store_session_opened', requestMeta(request));
      return {
        customerHash,
        authenticated: true as const,
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
      };
    },
    { config: { rateLimit } },
  );

  contractRoute(
    app,
    lookupCustomerHash,
    async (request) => {
      let customerHash: string | null = null;
      try {
        customerHash = await provenStoreCustomer(request, deps);
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode !== 401) throw err;
      }
      return customerHash
        ? { customerHash, authenticated: true }
        : { customerHash: null, authenticated: false };
    },
    { config: { rateLimit } },
  );

  contractRoute(app, logoutCustomer, async (request, reply) => {
    const token = storeSessionToken(request);
    if (token) await revokeStoreSession(deps, token);
    clearStoreSessionCookie(reply, deps.config);
    return { message: 'Signed out of the store identity' };
  });

  contractRoute(app, linkCustomer, async (request) => {
    const user = await requireUser(request, deps);
    const proven = request.body.proof
      ? await proveCustomer(deps, request.body.proof)
      : await provenStoreCustomer(request, deps);
    if (!proven) throw forbidden(PROVE_STORE_IDENTITY_MESSAGE, 'STORE_PROOF_REQUIRED');
    if (request.body.customerHash && request.body.customerHash !== proven)
      throw forbidden(PROVE_STORE_IDENTITY_MESSAGE, 'STORE_PROOF_REQUIRED');
    const customerHash = await linkCustomerHash(deps, user.id, proven);
    return { customerHash, linked: true as const };
  });

  contractRoute(app, createInvitation, async (request) => {
    const user = await requireUser(request, deps);
    const customerHash = await customerHashForUser(deps, user.id);
    if (!customerHash) throw notFound('No customer hash for this account');
    const expires = Math.floor((Date.now() + deps.config.storeSessions.proofMaxAgeMs) / 1000);
    return {
      customer_hash: customerHash,
      expires,
      signature: invitationSignature(deps.invitationKey, customerHash, expires),
    };
  });
}
