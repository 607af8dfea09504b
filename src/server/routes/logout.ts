import type { FastifyInstance } from 'fastify';
import { signOut } from '#shared/contracts/user.ts';
import { requestMeta } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { LOGIN_COOKIE } from '../plugins/login-sessions.ts';
import { logSecurityEvent } from '../services/security/log-security-event.ts';

/** POST /api/logout: destroys the session on the server and clears the cookie. */
export async function logoutRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(app, signOut, async (request, reply) => {
    const userId = request.session.userId;
    if (userId) {
      await request.session.destroy();
      await logSecurityEvent(deps, 'logout', requestMeta(request), userId);
    }
    reply.clearCookie(LOGIN_COOKIE, { path: '/' });
    return { message: 'Signed out' };
  });
}
