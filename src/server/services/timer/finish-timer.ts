import { eq } from 'drizzle-orm';
import { deviceMinutes } from '#shared/rules/timer-phases.ts';
import type { Timer } from '#shared/schemas/timer.ts';
import { sessionTimers } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { presentTimer, timerClock, timerPlan } from '../../presenters/timer.ts';
import { lockActiveTimer } from './active-timer.ts';

/**
 * Finishes the customer's timer now (by the server's clock: the client sends nothing that counts) and
 * fixes the minutes spent in the device, breaks and pauses left out (src/shared/rules/timer-phases.ts).
 */
export async function finishTimer(deps: Pick<Deps, 'db'>, customerHash: string, id: number): Promise<Timer> {
  return deps.db.transaction(async (tx) => {
    const row = await lockActiveTimer(tx, customerHash, id);
    const now = new Date();
    const minutes = deviceMinutes(timerPlan(row), timerClock(row), now.getTime());
    const [finished] = await tx
      .update(sessionTimers)
      .set({ status: 'finished', endedAt: now, deviceMinutes: minutes })
      .where(eq(sessionTimers.id, row.id))
      .returning();
    if (!finished) throw new Error('update returned no row');
    return presentTimer(finished, now);
  });
}
