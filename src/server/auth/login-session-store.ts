import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { type Placeholders, preparedQuery } from '../db/prepared-query.ts';
import { activeLoginSessions, authSessions } from '../db/schema/accounts.ts';
import type { LoginSessionData, LoginSessionStore } from './login-session.ts';

const DAY_MS = 24 * 3600_000;

/**
 * A live login session: the one query of a signed-in request before its own (docs/decisions/031),
 * prepared once: nothing is built per request.
 */
const liveSession = preparedQuery((db, $: Placeholders<{ sid: string }>) =>
  db
    .select({ sess: authSessions.sess })
    .from(authSessions)
    .where(and(eq(authSessions.sid, $.sid), gt(authSessions.expire, sql`now()`))),
);

/** The data of a live login session, or null when it is unknown or has ended. */
export async function findLiveLoginSession(
  database: Database,
  sid: string,
): Promise<LoginSessionData | null> {
  const [row] = await liveSession.run(database, { sid });
  return (row?.sess as LoginSessionData | undefined) ?? null;
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
        db.delete(activeLoginSessions).where(eq(activeLoginSessions.loginSessionId, sid)),
      ]);
    },
  };
}

/** Deletes expired login sessions and their active_sessions rows. */
export async function pruneExpiredLoginSessions(db: Db): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expire, sql`now()`));
  await db.delete(activeLoginSessions).where(lt(activeLoginSessions.expiresAt, sql`now()`));
}
