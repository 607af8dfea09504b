import type { FastifyRequest } from 'fastify';
import type { Deps, RequestMeta } from '../deps.ts';
import { unauthorized } from '../lib/app-error.ts';
import { findUserById, type UserRow } from '../services/users/find-user.ts';
import type { LoginIdentity } from './login-identity.ts';
import './login-session-types.ts';

export const BROWSER_LOGIN_MS = 24 * 3600_000;
export const REMEMBER_ME_MS = 30 * 24 * 3600_000;

const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/** The signed-in user of a request (read with its login session, or else once per request), or null. */
export function currentUser(request: FastifyRequest, deps: Pick<Deps, 'db'>): Promise<UserRow | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = load(request, deps);
    cache.set(request, pending);
  }
  return pending;
}

/** The identity read with the session row, when it is this session's user's (not after a new sign-in). */
export function sessionIdentity(request: FastifyRequest): LoginIdentity | undefined {
  const identity = request.session?.identity;
  return identity && identity.user.id === request.session.userId ? identity : undefined;
}

async function load(request: FastifyRequest, deps: Pick<Deps, 'db'>): Promise<UserRow | null> {
  const userId = request.session?.userId;
  if (!userId) return null;
  const user = sessionIdentity(request)?.user ?? (await findUserById(deps, userId));
  if (!user) return null;
  // A browser session slides: once half its day has gone, extend it (one write, not one per request).
  const expiresAt = request.session.expiresAt;
  if (!request.session.remember && expiresAt && expiresAt - Date.now() < BROWSER_LOGIN_MS / 2) {
    request.session.expiresAt = Date.now() + BROWSER_LOGIN_MS;
  }
  return user;
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
