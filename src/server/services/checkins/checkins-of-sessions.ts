import { inArray } from 'drizzle-orm';
import type { Checkin } from '#shared/schemas/checkins.ts';
import type { Db } from '../../db/client.ts';
import { sessionCheckins } from '../../db/schema/sessions-and-photos.ts';
import { presentCheckin } from '../../presenters/checkin.ts';

/**
 * The check-ins of the given sessions (already read as the customer's own), by session id. A separate
 * read by primary key, so the history's keyset query stays the indexed read it is.
 */
export async function checkinsOfSessions(db: Db, sessionIds: readonly number[]) {
  const byId = new Map<number, Checkin>();
  if (sessionIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(sessionCheckins)
    .where(inArray(sessionCheckins.sessionId, [...sessionIds]));
  for (const row of rows) byId.set(row.sessionId, presentCheckin(row));
  return byId;
}
