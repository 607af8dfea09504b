import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const STORE_SESSION_COOKIE = 'tracker.customer';

/** Cookie options: SameSite=None; Secure; Partitioned inside a cross-site store iframe over HTTPS. */
function storeCookieOptions(config: Pick<Config, 'publicUrl' | 'store'>) {
  const https = config.publicUrl.startsWith('https://');
  const crossSite = https && !!config.store.origin;
  return {
    path: '/',
    httpOnly: true,
    secure: https,
    sameSite: crossSite ? ('none' as const) : ('lax' as const),
    ...(crossSite ? { partitioned: true } : {}),
  };
}

/** Delivers a store session token as an HttpOnly cookie (the browser may still drop it in a frame). */
export function setStoreSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(STORE_SESSION_COOKIE, token, { ...storeCookieOptions(config), expires: expiresAt });
}

/** Forgets the store session cookie. */
export function clearStoreSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(STORE_SESSION_COOKIE, storeCookieOptions(config));
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/**
 * The store session token a request carries: `Authorization: Bearer` (where the browser blocks
 * third-party cookies, the client keeps the token in memory) or else the cookie.
 */
export function storeSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  if (bearer) return bearer;
  const cookie = request.cookies[STORE_SESSION_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{20,100}$/.test(cookie) ? cookie : null;
}
