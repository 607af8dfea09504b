import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LoginSession } from '../auth/login-session.ts';
import {
  findLiveLoginSession,
  postgresLoginSessionStore,
  pruneExpiredLoginSessions,
} from '../auth/login-session-store.ts';
import { RememberingSigner } from '../auth/remembering-signer.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { scheduleJob } from './scheduled-job.ts';

export const LOGIN_COOKIE = 'tracker.sid';
const PRUNE_EVERY_MS = 3600_000;

/**
 * Login sessions (the sign-in state, not training sessions) kept in auth_sessions, behind the cookie
 * `tracker.sid` (the session id and its HMAC). A request with the cookie reads its session with one query;
 * one without reads nothing. Nothing is stored for anonymous visitors, and nothing is written on plain
 * reads: a session is written when a request changed it (sign-in, the admin step, a browser session
 * sliding past half its day), and its cookie is sent then. This replaces @fastify/session, which did the
 * same with two HMACs, two hashes of the session and several objects on every request (docs/decisions/031).
 */
export async function registerLoginSessions(
  app: FastifyInstance,
  config: Config,
  database: Database,
  secret: string,
): Promise<void> {
  await app.register(fastifyCookie, { secret });
  const signer = new RememberingSigner(secret);
  const store = postgresLoginSessionStore(database.db);
  // Inside the store's cross-site iframe over HTTPS the cookie must be SameSite=None (and Partitioned); the
  // same-origin check on writes keeps that safe.
  const crossSite = config.publicUrl.startsWith('https://') && !!config.store.origin;
  const cookie: CookieSerializeOptions = {
    httpOnly: true,
    path: '/',
    ...(crossSite
      ? { sameSite: 'none', secure: true, partitioned: true }
      : { sameSite: 'lax', secure: config.secureTransport }),
  };
  const setCookie = (reply: FastifyReply, session: LoginSession) =>
    reply.setCookie(LOGIN_COOKIE, signer.sign(session.sessionId), {
      ...cookie,
      // 'Remember me' keeps the cookie as long as the session; otherwise it ends with the browser.
      ...(session.remember && session.expiresAt ? { expires: new Date(session.expiresAt) } : {}),
    });

  app.decorateRequest('session', null as unknown as LoginSession);
  app.addHook('onRequest', (request, _reply, done) => {
    const value = request.cookies[LOGIN_COOKIE];
    const unsigned = value ? signer.unsign(value) : null;
    if (!unsigned?.valid) {
      request.session = new LoginSession(store);
      return done();
    }
    findLiveLoginSession(database, unsigned.value).then((data) => {
      request.session = new LoginSession(store, data ? { sid: unsigned.value, data } : undefined);
      done();
    }, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const session = request.session;
    if (!session || session.destroyed) return done(null, payload);
    // As @fastify/session did: a Secure cookie is not written over plain HTTP (a proxy that says so wrongly).
    const insecure = cookie.secure === true && request.protocol !== 'https';
    if (session.isStored && session.isModified() && !insecure) {
      session.save().then(() => {
        setCookie(reply, session);
        done(null, payload);
      }, done);
      return;
    }
    if (session.savedNow) setCookie(reply, session);
    else if (request.cookies[LOGIN_COOKIE] && !session.isStored) {
      // A cookie for a session that is gone (ended, expired or forged): clear it.
      reply.clearCookie(LOGIN_COOKIE, { path: '/' });
    }
    done(null, payload);
  });

  const prune = () =>
    pruneExpiredLoginSessions(database.db).catch((err: Error) =>
      app.log.warn({ err }, 'could not prune login sessions'),
    );
  scheduleJob(app, database.db, { name: 'login-sessions', everyMs: PRUNE_EVERY_MS, run: prune });
}
