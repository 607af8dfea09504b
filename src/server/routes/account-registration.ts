import type { FastifyInstance } from 'fastify';
import { createAccount } from '#shared/contracts/auth.ts';
import { requestMeta } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { contractRoute } from '../http/contract-route.ts';
import { presentRegistration } from '../presenters/user.ts';
import { registerUser } from '../services/users/register-user.ts';

/**
 * POST /api/register: creates the account; the user signs in afterwards, as the spec's flow does. An email
 * that has an account gets the same answer (its owner is mailed), so the answer tells nobody who has one.
 */
export async function accountRegistrationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  contractRoute(
    app,
    createAccount,
    async (request, reply) => {
      const registration = await registerUser(deps, request.body, requestMeta(request));
      reply.status(201);
      return {
        message: 'Your account has been created successfully. A verification email has been sent.',
        user: presentRegistration(registration),
      };
    },
    { onRequest: app.authRateLimit },
  );
}
