import { and, eq, ne, sql } from 'drizzle-orm';
import { activeLoginSessions, authSessions } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';

/** Ends every signed-in session of a user on the server, except the one given. */
export async function endUserLoginSessions(deps: Pick<Deps, 'db'>, userId: string, exceptSessionId?: string) {
  const ownedByUser = sql`${authSessions.sess}->>'userId' = ${userId}`;
  await deps.db
    .delete(authSessions)
    .where(exceptSessionId ? and(ownedByUser, ne(authSessions.sid, exceptSessionId)) : ownedByUser);
  await deps.db
    .delete(activeLoginSessions)
    .where(
      exceptSessionId
        ? and(eq(activeLoginSessions.userId, userId), ne(activeLoginSessions.sessionId, exceptSessionId))
        : eq(activeLoginSessions.userId, userId),
    );
}
