import { eq } from 'drizzle-orm';
import { sessionTimers } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { lockActiveTimer } from './active-timer.ts';

/** Discards the customer's running or paused timer: nothing is logged, and a new one can start. */
export async function discardTimer(deps: Pick<Deps, 'db'>, customerHash: string, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockActiveTimer(tx, customerHash, id);
    await tx
      .update(sessionTimers)
      .set({ status: 'discarded', endedAt: new Date() })
      .where(eq(sessionTimers.id, row.id));
  });
}
