import { eq, lt, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type pg from 'pg';
import type { Database, Db } from '../db/client.ts';
import { runQuery } from '../db/run-query.ts';
import { activeSessions, authSessions } from '../db/schema.ts';

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: Session | null) => void;

/** When a stored session stops being valid: our own expiresAt, else the cookie's expiry. */
function loginSessionExpiry(session: Session): Date {
  if (typeof session.expiresAt === 'number') return new Date(session.expiresAt);
  const cookieExpires = session.cookie.expires;
  return cookieExpires ? new Date(cookieExpires) : new Date(Date.now() + 24 * 3600_000);
}

/**
 * A live login session: the one query of a signed-in request before its own (docs/decisions/031). Fixed
 * text, sent as it is: nothing is built per request.
 */
const LIVE_SESSION_SQL = 'SELECT sess FROM auth_sessions WHERE sid = $1 AND expire > now()';

/** @fastify/session store over the auth_sessions table. */
export class PostgresLoginSessionStore {
  private readonly db: Db;
  private readonly pool: pg.Pool;

  constructor(database: Database) {
    this.db = database.db;
    this.pool = database.pool;
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expire = loginSessionExpiry(session);
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.db
      .insert(authSessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: authSessions.sid, set: { sess, expire } })
      .then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    runQuery<{ sess: Session }>(this.pool, LIVE_SESSION_SQL, [sid]).then(
      (result) => callback(null, result.rows[0]?.sess ?? null),
      callback,
    );
  }

  destroy(sid: string, callback: Callback): void {
    Promise.all([
      this.db.delete(authSessions).where(eq(authSessions.sid, sid)),
      this.db.delete(activeSessions).where(eq(activeSessions.sessionId, sid)),
    ]).then(() => callback(), callback);
  }
}

/** Deletes expired authentication sessions and their active_sessions rows. */
export async function pruneExpiredLoginSessions(db: Db): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expire, sql`now()`));
  await db.delete(activeSessions).where(lt(activeSessions.expiresAt, sql`now()`));
}
