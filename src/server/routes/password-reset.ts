import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forgotPasswordBody, resetPasswordBody, tokenQuery } from '#shared/schemas/auth.ts';
import { requestMeta } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { checkResetToken } from '../services/users/check-reset-token.ts';
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from '../services/users/request-password-reset.ts';
import { resetPassword } from '../services/users/reset-password.ts';

/** POST /api/forgot-password, GET and POST /api/reset-password. */
export async function passwordResetRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/forgot-password',
    { schema: { body: forgotPasswordBody }, onRequest: app.authRateLimit },
    async (request) => {
      requestPasswordReset(deps, request.body.email, requestMeta(request));
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );

  typed.get('/api/reset-password', { schema: { querystring: tokenQuery } }, async (request) => ({
    valid: await checkResetToken(deps, request.query.token),
  }));

  typed.post(
    '/api/reset-password',
    { schema: { body: resetPasswordBody }, onRequest: app.authRateLimit },
    async (request) => {
      const current = request.session.userId ? request.session.sessionId : undefined;
      await resetPassword(deps, request.body, requestMeta(request), current);
      return { message: 'Password reset successful' };
    },
  );
}
