import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ResendVerificationBody } from '#shared/schemas/auth.ts';
import { limitReached } from '../lib/app-error.ts';
import { normaliseEmail } from '../services/users/find-user.ts';
import { digestToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** New verification links one address (or one signed-in account) may ask for per window. */
    verificationResendLimit: preHandlerAsyncHookHandler;
  }
}

/** Verification emails one address may be sent on request per hour, besides the one registration sends. */
export const VERIFICATION_RESENDS = { max: 3, timeWindow: 3_600_000 } as const;

const addressOf = (request: FastifyRequest) => (request.body as ResendVerificationBody)?.email;

/**
 * Whose budget a resend draws on: the address asked for (digested: the limits' store keeps no address), or
 * the signed-in account. Known and unknown addresses count alike, so the 429 says nothing about accounts.
 */
function resendKey(request: FastifyRequest): string {
  const email = addressOf(request);
  if (email) return `verification-resend:address:${digestToken(normaliseEmail(email))}`;
  return `verification-resend:account:${request.session?.userId}`;
}

/**
 * The per-address limit of POST /api/resend-verification (docs/decisions/047), on top of the per-IP auth
 * budget: a preHandler, so it reads the validated body. `createRateLimit` only counts (the plugin's own
 * hooks run once per request, so a second one after the auth budget would be skipped); past the limit
 * this answers the same 429 RATE_LIMITED as the plugin. Neither an address nor an account: nothing to
 * count (the route answers 401).
 */
export function registerVerificationResendLimit(app: FastifyInstance): void {
  const count = app.createRateLimit({ ...VERIFICATION_RESENDS, keyGenerator: resendKey });
  app.decorate('verificationResendLimit', async (request: FastifyRequest) => {
    if (!addressOf(request) && !request.session?.userId) return;
    const limit = await count(request);
    if (!limit.isAllowed && limit.isExceeded) throw limitReached(limit.ttl);
  });
}
