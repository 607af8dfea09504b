import { activeLoginSessions } from '../../db/schema/accounts.ts';
import type { Deps, RequestMeta } from '../../deps.ts';

/** Lists a new login session of a user in active_sessions. */
export async function recordActiveSession(
  deps: Pick<Deps, 'db'>,
  userId: string,
  loginSessionId: string,
  expiresAt: Date,
  meta: RequestMeta,
): Promise<void> {
  await deps.db
    .insert(activeLoginSessions)
    .values({
      userId,
      loginSessionId,
      expiresAt,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .onConflictDoNothing();
}
