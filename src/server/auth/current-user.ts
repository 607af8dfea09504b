import type { FastifyRequest } from 'fastify';
import type { Deps, RequestMeta } from '../deps.ts';
import { unauthorized } from '../lib/app-error.ts';
import { findUserById, type UserRow } from '../services/users/find-user.ts';

export const BROWSER_LOGIN_MS = 24 * 3600_000;
export const REMEMBER_ME_MS = 30 * 24 * 3600_000;

const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/** The signed-in user of a request (loaded once per request), or null. */
export function currentUser(request: FastifyRequest, deps: Pick<Deps, 'db'>): Promise<UserRow | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = load(request, deps);
    cache.set(request, pending);
  }
  return pending;
}

async function load(request: FastifyRequest, deps: Pick<Deps, 'db'>): Promise<UserRow | null> {
  const userId = request.session?.userId;
  if (!userId) return null;
  const user = await findUserById(deps, userId);
  if (!user) return null;
  slideLoginSession(request);
  return user;
}

/**
 * A browser session (no 'remember me') slides: once half its day has gone, a request extends it, with one
 * write then, not one per request. Every signed-in request calls this, through currentUser or resolveCustomer.
 */
export function slideLoginSession(request: FastifyRequest): void {
  const expiresAt = request.session.expiresAt;
  if (!request.session.remember && expiresAt && expiresAt - Date.now() < BROWSER_LOGIN_MS / 2) {
    request.session.expiresAt = Date.now() + BROWSER_LOGIN_MS;
  }
}

/** The signed-in user, or a 401 for everyone else. */
export async function requireUser(request: FastifyRequest, deps: Pick<Deps, 'db'>): Promise<UserRow> {
  const user = await currentUser(request, deps);
  if (!user) throw unauthorized();
  return user;
}

/** IP and user agent of a request. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
