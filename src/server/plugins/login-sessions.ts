import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import { PostgresLoginSessionStore, pruneExpiredLoginSessions } from '../auth/login-session-store.ts';
import { RememberingSigner } from '../auth/remembering-signer.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import '../auth/login-session-types.ts';

export const LOGIN_COOKIE = 'tracker.sid';
const PRUNE_EVERY_MS = 3600_000;

/**
 * Login sessions (the sign-in state, not training sessions) stored in auth_sessions. Nothing is stored for anonymous visitors
 * (saveUninitialized: false) and nothing is written on plain reads (rolling: false).
 */
export async function registerLoginSessions(
  app: FastifyInstance,
  config: Config,
  database: Database,
  secret: string,
): Promise<void> {
  await app.register(fastifyCookie, { secret });
  const crossSite = config.publicUrl.startsWith('https://') && !!config.store.origin;
  await app.register(fastifySession, {
    secret: new RememberingSigner(secret),
    cookieName: LOGIN_COOKIE,
    store: new PostgresLoginSessionStore(database),
    saveUninitialized: false,
    rolling: false,
    // Inside the store's cross-site iframe over HTTPS the cookie must be SameSite=None (and Partitioned);
    // the same-origin check on writes keeps that safe.
    cookie: {
      httpOnly: true,
      path: '/',
      ...(crossSite
        ? { sameSite: 'none' as const, secure: true, partitioned: true }
        : { sameSite: 'lax' as const, secure: config.secureTransport }),
    },
  });
  const prune = () =>
    pruneExpiredLoginSessions(database.db).catch((err: Error) =>
      app.log.warn({ err }, 'could not prune login sessions'),
    );
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', prune);
  app.addHook('onClose', async () => clearInterval(timer));
}
