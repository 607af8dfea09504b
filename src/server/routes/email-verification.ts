import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta, requireUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { badRequest } from '../lib/app-error.ts';
import { logSecurityEvent } from '../services/security/log-security-event.ts';
import { sendVerificationEmail } from '../services/users/send-verification-email.ts';
import { verifyEmail } from '../services/users/verify-email.ts';

const verifyQuery = z.object({
  token: z.string().max(500).optional(),
  full_url: z.string().max(2000).optional(),
  nested_url: z.string().max(2000).optional(),
});

/** The token from ?token, or from inside ?full_url / ?nested_url (links rewritten by mail trackers). */
export function tokenFrom(query: z.infer<typeof verifyQuery>): string | undefined {
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

/** GET /api/verify-email (from the emailed link) and POST /api/resend-verification. */
export async function emailVerificationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/api/verify-email', { schema: { querystring: verifyQuery } }, async (request, reply) => {
    const token = tokenFrom(request.query);
    const verified = token ? await verifyEmail(deps, token, requestMeta(request)) : false;
    return reply.redirect(verified ? '/email-verified' : '/email-verified?status=invalid', 303);
  });

  typed.post('/api/resend-verification', { onRequest: app.authRateLimit }, async (request) => {
    const user = await requireUser(request, deps);
    if (user.emailVerified) throw badRequest('Your email is already verified', 'ALREADY_VERIFIED');
    await sendVerificationEmail(deps, user);
    await logSecurityEvent(deps, 'verification_sent', requestMeta(request), user.id);
    return { message: 'Verification Email Sent' };
  });
}
