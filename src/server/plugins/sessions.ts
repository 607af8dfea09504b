import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import { PostgresSessionStore, pruneExpiredSessions } from '../auth/session-store.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import '../auth/session-types.ts';

export const SESSION_COOKIE = 'tracker.sid';
const PRUNE_EVERY_MS = 3600_000;

/**
 * Cookie sessions stored in auth_sessions. Nothing is stored for anonymous visitors
 * (saveUninitialized: false) and nothing is written on plain reads (rolling: false).
 */
export async function registerSessions(
  app: FastifyInstance,
  config: Config,
  db: Db,
  secret: string,
): Promise<void> {
  await app.register(fastifyCookie, { secret });
  const crossSite = config.publicUrl.startsWith('https://') && !!config.store.origin;
  await app.register(fastifySession, {
    secret,
    cookieName: SESSION_COOKIE,
    store: new PostgresSessionStore(db),
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
    pruneExpiredSessions(db).catch((err: Error) => app.log.warn({ err }, 'could not prune sessions'));
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', prune);
  app.addHook('onClose', async () => clearInterval(timer));
}
