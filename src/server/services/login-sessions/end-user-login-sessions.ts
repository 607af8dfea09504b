import { and, eq, ne, sql } from 'drizzle-orm';
import { activeSessions, authSessions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

/** Ends every signed-in session of a user on the server, except the one given. */
export async function endUserLoginSessions(deps: Pick<Deps, 'db'>, userId: string, exceptSessionId?: string) {
  const ownedByUser = sql`${authSessions.sess}->>'userId' = ${userId}`;
  await deps.db
    .delete(authSessions)
    .where(exceptSessionId ? and(ownedByUser, ne(authSessions.sid, exceptSessionId)) : ownedByUser);
  await deps.db
    .delete(activeSessions)
    .where(
      exceptSessionId
        ? and(eq(activeSessions.userId, userId), ne(activeSessions.sessionId, exceptSessionId))
        : eq(activeSessions.userId, userId),
    );
}
