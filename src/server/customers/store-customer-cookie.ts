import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export const STORE_CUSTOMER_COOKIE = 'tracker.customer';
const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** Cookie options: SameSite=None; Secure; Partitioned inside a cross-site store iframe over HTTPS. */
export function storeCookieOptions(config: Pick<Config, 'publicUrl' | 'store'>) {
  const https = config.publicUrl.startsWith('https://');
  const crossSite = https && !!config.store.origin;
  return {
    path: '/',
    httpOnly: true,
    signed: true,
    secure: https,
    sameSite: crossSite ? ('none' as const) : ('lax' as const),
    ...(crossSite ? { partitioned: true } : {}),
  };
}

/** Remembers a verified store customer's hash in a signed, HttpOnly cookie. */
export function setStoreCustomerCookie(reply: FastifyReply, config: Config, customerHash: string) {
  reply.setCookie(STORE_CUSTOMER_COOKIE, customerHash, {
    ...storeCookieOptions(config),
    maxAge: MAX_AGE_SECONDS,
  });
}

/** Forgets the store customer. */
export function clearStoreCustomerCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(STORE_CUSTOMER_COOKIE, storeCookieOptions(config));
}

/** The verified store customer's hash from the signed cookie, or null (absent or tampered). */
export function storeCustomerFromCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[STORE_CUSTOMER_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}
