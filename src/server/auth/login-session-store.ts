import { eq, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { runQuery } from '../db/run-query.ts';
import { activeLoginSessions, authSessions } from '../db/schema/accounts.ts';
import type { LoginSessionData, LoginSessionStore } from './login-session.ts';

const DAY_MS = 24 * 3600_000;

/**
 * A live login session: the one query of a signed-in request before its own (docs/decisions/031). Fixed
 * text, sent as it is: nothing is built per request.
 */
const LIVE_SESSION_SQL = 'SELECT sess FROM auth_sessions WHERE sid = $1 AND expire > now()';

/** The data of a live login session, or null when it is unknown or has ended. */
export async function findLiveLoginSession(
  database: Database,
  sid: string,
): Promise<LoginSessionData | null> {
  const { rows } = await runQuery<{ sess: LoginSessionData }>(database.pool, LIVE_SESSION_SQL, [sid]);
  return rows[0]?.sess ?? null;
}

/** Login sessions kept in auth_sessions, until their expiresAt; deleting one also ends its active_sessions row. */
export function postgresLoginSessionStore(db: Db): LoginSessionStore {
  return {
    save: async (sid: string, data: LoginSessionData) => {
      const expire = new Date(data.expiresAt ?? Date.now() + DAY_MS);
      await db
        .insert(authSessions)
        .values({ sid, sess: data, expire })
        .onConflictDoUpdate({ target: authSessions.sid, set: { sess: data, expire } });
    },
    destroy: async (sid: string) => {
      await Promise.all([
        db.delete(authSessions).where(eq(authSessions.sid, sid)),
        db.delete(activeLoginSessions).where(eq(activeLoginSessions.sessionId, sid)),
      ]);
    },
  };
}

/** Deletes expired authentication sessions and their active_sessions rows. */
export async function pruneExpiredLoginSessions(db: Db): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expire, sql`now()`));
  await db.delete(activeLoginSessions).where(lt(activeLoginSessions.expiresAt, sql`now()`));
}
