import { eq } from 'drizzle-orm';
import type { Timer } from '#shared/schemas/timer.ts';
import { sessionTimers } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { presentTimer } from '../../presenters/timer.ts';
import { lockActiveTimer } from './active-timer.ts';

/** Pauses the customer's running timer now; a paused one stays as it is (a second tap, another phone). */
export async function pauseTimer(deps: Pick<Deps, 'db'>, customerHash: string, id: number): Promise<Timer> {
  return deps.db.transaction(async (tx) => {
    const row = await lockActiveTimer(tx, customerHash, id);
    const now = new Date();
    if (row.status === 'paused') return presentTimer(row, now);
    const [paused] = await tx
      .update(sessionTimers)
      .set({ status: 'paused', pausedAt: now })
      .where(eq(sessionTimers.id, row.id))
      .returning();
    return presentTimer(paused ?? row, now);
  });
}
