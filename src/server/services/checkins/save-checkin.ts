import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import type { Checkin } from '#shared/schemas/checkins.ts';
import { sessionCheckins } from '../../db/schema/sessions-and-photos.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { getSession } from '../sessions/get-session.ts';

/**
 * Answers or changes the check-in of the customer's own session (written over); another customer's
 * session, or none, answers 404. A measurement entry has no check-in.
 */
export async function saveCheckin(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  sessionId: number,
  checkin: Checkin,
): Promise<Checkin> {
  const session = await getSession(deps.db, customerHash, sessionId);
  if (session.device === MEASUREMENT_DEVICE) {
    throw badRequest('A check-in belongs to a session, not to a measurement entry');
  }
  await deps.db
    .insert(sessionCheckins)
    .values({ sessionId, ...checkin })
    .onConflictDoUpdate({
      target: sessionCheckins.sessionId,
      set: { ...checkin, updatedAt: new Date() },
    });
  return checkin;
}
