import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../db/client.ts';
import { reusableQuery, UNNAMED_STATEMENT } from '../db/reusable-query.ts';
import { activeSessions, authSessions, customerMapping, users } from '../db/schema.ts';
import { LoginIdentity } from './login-identity.ts';

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: Session | null) => void;

/** When a stored session stops being valid: our own expiresAt, else the cookie's expiry. */
function loginSessionExpiry(session: Session): Date {
  if (typeof session.expiresAt === 'number') return new Date(session.expiresAt);
  const cookieExpires = session.cookie.expires;
  return cookieExpires ? new Date(cookieExpires) : new Date(Date.now() + 24 * 3600_000);
}

/** The account's own (first) customer hash of the joined user, as customerHashForUser finds it. */
const accountHash = sql<string | null>`(
  SELECT ${customerMapping.customerHash} FROM ${customerMapping}
   WHERE ${customerMapping.userId} = ${users.id} AND ${customerMapping.source} = 'account'
   ORDER BY ${customerMapping.id} LIMIT 1)`;

/**
 * A live login session with its user and the account's customer hash, in one query: what a signed-in
 * request needs to know who is asking, read fresh on every request (docs/decisions/031).
 */
const liveSessionWithIdentity = reusableQuery((db) =>
  db
    .select({ sess: authSessions.sess, user: users, customerHash: accountHash })
    .from(authSessions)
    .leftJoin(users, eq(users.id, sql`${authSessions.sess}->>'userId'`))
    .where(and(eq(authSessions.sid, sql.placeholder('sid')), gt(authSessions.expire, sql`now()`)))
    .limit(1)
    .prepare(UNNAMED_STATEMENT),
);

/** @fastify/session store over the auth_sessions table. */
export class PostgresLoginSessionStore {
  constructor(private readonly db: Db) {}

  set(sid: string, session: Session, callback: Callback): void {
    const expire = loginSessionExpiry(session);
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.db
      .insert(authSessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: authSessions.sid, set: { sess, expire } })
      .then(() => callback(), callback);
  }

  /** The live session, with its `identity` (the user and customer hash) when it belongs to a user. */
  get(sid: string, callback: GetCallback): void {
    liveSessionWithIdentity(this.db)
      .execute({ sid })
      .then(([row]) => {
        if (!row) return callback(null, null);
        const sess = row.sess as Session;
        if (!row.user || row.user.id !== sess.userId) return callback(null, sess);
        callback(null, { ...sess, identity: new LoginIdentity(row.user, row.customerHash) } as Session);
      }, callback);
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
