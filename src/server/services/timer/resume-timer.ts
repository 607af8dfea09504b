import { eq } from 'drizzle-orm';
import type { Timer } from '#shared/schemas/timer.ts';
import { sessionTimers } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { presentTimer } from '../../presenters/timer.ts';
import { lockActiveTimer } from './active-timer.ts';

/** Resumes the customer's paused timer, adding the pause to the time left out; a running one stays so. */
export async function resumeTimer(deps: Pick<Deps, 'db'>, customerHash: string, id: number): Promise<Timer> {
  return deps.db.transaction(async (tx) => {
    const row = await lockActiveTimer(tx, customerHash, id);
    const now = new Date();
    if (row.status !== 'paused' || !row.pausedAt) return presentTimer(row, now);
    const pause = Math.max(0, now.getTime() - row.pausedAt.getTime());
    const [resumed] = await tx
      .update(sessionTimers)
      .set({ status: 'running', pausedAt: null, pausedMs: row.pausedMs + pause })
      .where(eq(sessionTimers.id, row.id))
      .returning();
    return presentTimer(resumed ?? row, now);
  });
}
