import { eq } from 'drizzle-orm';
import type { SessionCheckin } from '#shared/schemas/checkins.ts';
import { sessionCheckins } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { presentCheckin } from '../../presenters/checkin.ts';
import { getSession } from '../sessions/get-session.ts';

/**
 * The check-in of the customer's own session, null when none was answered (a measurement entry never has
 * one); another customer's session, or none, answers 404 before anything of it is read.
 */
export async function getCheckin(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  sessionId: number,
): Promise<SessionCheckin> {
  await getSession(deps.db, customerHash, sessionId);
  const [row] = await deps.db
    .select()
    .from(sessionCheckins)
    .where(eq(sessionCheckins.sessionId, sessionId))
    .limit(1);
  return { checkin: row ? presentCheckin(row) : null };
}
