import type { FastifyInstance } from 'fastify';
import { confirmEmail, resendVerificationEmail } from '#shared/contracts/auth.ts';
import type { VerifyEmailQuery } from '#shared/schemas/auth.ts';
import { requestMeta, requireUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import {
  requestVerificationEmail,
  VERIFICATION_REQUESTED_MESSAGE,
} from '../services/users/request-verification-email.ts';
import { resendVerification } from '../services/users/resend-verification.ts';
import { verifyEmail } from '../services/users/verify-email.ts';

/** The token from ?token, or from inside ?full_url / ?nested_url (links rewritten by mail trackers). */
function tokenFrom(query: VerifyEmailQuery): string | undefined {
  if (query.token) return query.token;
  for (const raw of [query.full_url, query.nested_url]) {
    if (!raw) continue;
    try {
      const url = new URL(raw, 'http://localhost');
      const token = url.searchParams.get('token');
      if (token) return token;
      const nested = url.searchParams.get('nested_url');
      if (nested) return new URL(nested, 'http://localhost').searchParams.get('token') ?? undefined;
    } catch {
      // not a URL: no token in it
    }
  }
  return undefined;
}

/**
 * GET /api/verify-email (from the emailed link) and POST /api/resend-verification: for the signed-in user,
 * or with `{email}` for whoever just created an account (the same answer for any address).
 */
export async function emailVerificationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(app, confirmEmail, async (request, reply) => {
    const token = tokenFrom(request.query);
    const verified = token ? await verifyEmail(deps, token, requestMeta(request)) : false;
    return reply.redirect(verified ? '/email-verified' : '/email-verified?status=invalid', 303);
  });

  contractRoute(
    app,
    resendVerificationEmail,
    async (request) => {
      const email = request.body?.email;
      if (email) {
        requestVerificationEmail(deps, email, requestMeta(request));
        return { message: VERIFICATION_REQUESTED_MESSAGE };
      }
      await resendVerification(deps, await requireUser(request, deps), requestMeta(request));
      return { message: 'Verification Email Sent' };
    },
    { onRequest: app.authRateLimit, preHandler: app.verificationResendLimit },
  );
}
