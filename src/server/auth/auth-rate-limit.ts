import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-IP budget sign-in, registration, password reset and resend-verification share. */
    authRateLimit: onRequestHookHandler;
  }
}

/**
 * One per-IP budget for sign-in, registration, forgot and reset password and resend-verification
 * (docs/decisions/003), so trying passwords on one route and addresses on another draws on the same
 * count. A route-level `rateLimit` config would give each route its own store, so the routes take this
 * one shared hook instead (and none of them may also set `config.rateLimit`, which would run instead).
 */
export function registerAuthRateLimit(app: FastifyInstance, config: Pick<Config, 'authRateLimit'>): void {
  app.decorate('authRateLimit', app.rateLimit(config.authRateLimit));
}
