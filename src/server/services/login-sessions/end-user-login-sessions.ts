import { and, eq, ne, sql } from 'drizzle-orm';
import { activeLoginSessions, authSessions } from '../../db/schema/accounts.ts';
import type { Deps } from '../../deps.ts';

/** Ends every signed-in session of a user on the server, except the one given. */
export async function endUserLoginSessions(
  deps: Pick<Deps, 'db'>,
  userId: string,
  exceptLoginSessionId?: string,
) {
  const ownedByUser = sql`${authSessions.sess}->>'userId' = ${userId}`;
  await deps.db
    .delete(authSessions)
    .where(exceptLoginSessionId ? and(ownedByUser, ne(authSessions.sid, exceptLoginSessionId)) : ownedByUser);
  await deps.db
    .delete(activeLoginSessions)
    .where(
      exceptLoginSessionId
        ? and(
            eq(activeLoginSessions.userId, userId),
            ne(activeLoginSessions.loginSessionId, exceptLoginSessionId),
          )
        : eq(activeLoginSessions.userId, userId),
    );
}
