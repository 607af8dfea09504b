import type { FastifyInstance } from 'fastify';
import { checkResetLink, sendResetLink, setNewPassword } from '#shared/contracts/auth.ts';
import { requestMeta } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { checkResetToken } from '../services/users/check-reset-token.ts';
import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from '../services/users/request-password-reset.ts';
import { resetPassword } from '../services/users/reset-password.ts';

/** POST /api/forgot-password, GET and POST /api/reset-password. */
export async function passwordResetRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    sendResetLink,
    async (request) => {
      requestPasswordReset(deps, request.body.email, requestMeta(request));
      return { message: RESET_REQUESTED_MESSAGE };
    },
    { onRequest: app.authRateLimit },
  );

  contractRoute(app, checkResetLink, async (request) => ({
    valid: await checkResetToken(deps, request.query.token),
  }));

  contractRoute(
    app,
    setNewPassword,
    async (request) => {
      const current = request.session.userId ? request.session.sessionId : undefined;
      await resetPassword(deps, request.body, requestMeta(request), current);
      return { message: 'Password reset successful' };
    },
    { onRequest: app.authRateLimit },
  );
}
