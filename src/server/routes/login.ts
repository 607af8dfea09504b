import type { FastifyInstance } from 'fastify';
import { signIn } from '#shared/contracts/auth.ts';
import { BROWSER_LOGIN_MS, REMEMBER_ME_MS, requestMeta } from '../auth/current-user.ts';
import { customerHashForUser } from '../customers/customer-hash.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { presentUser } from '../presenters/user.ts';
import { recordActiveSession } from '../services/login-sessions/record-active-session.ts';
import { signInUser } from '../services/users/sign-in-user.ts';

/** POST /api/login: checks the password, then starts a fresh session (new id: no fixation). */
export async function loginRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    signIn,
    async (request) => {
      const meta = requestMeta(request);
      const user = await signInUser(deps, request.body, meta);
      await request.session.regenerate();
      const remember = request.body.rememberMe === true;
      const lifetime = remember ? REMEMBER_ME_MS : BROWSER_LOGIN_MS;
      request.session.userId = user.id;
      const customerHash = await customerHashForUser(deps, user.id);
      if (customerHash) request.session.customerHash = customerHash;
      request.session.remember = remember;
      request.session.expiresAt = Date.now() + lifetime;
      await request.session.save();
      await recordActiveSession(
        deps,
        user.id,
        request.session.sessionId,
        new Date(Date.now() + lifetime),
        meta,
      );
      return presentUser(user, deps.config);
    },
    { onRequest: app.authRateLimit },
  );
}
