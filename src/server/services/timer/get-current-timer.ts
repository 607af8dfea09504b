import { and, eq, inArray } from 'drizzle-orm';
import type { Timer } from '#shared/schemas/timer.ts';
import { sessionTimers } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { presentTimer } from '../../presenters/timer.ts';
import { ACTIVE_STATUSES } from './active-timer.ts';

/** The customer's running or paused timer (at most one), or null. */
export async function getCurrentTimer(deps: Pick<Deps, 'db'>, customerHash: string): Promise<Timer | null> {
  const [row] = await deps.db
    .select()
    .from(sessionTimers)
    .where(and(eq(sessionTimers.customerHash, customerHash), inArray(sessionTimers.status, ACTIVE_STATUSES)))
    .limit(1);
  return row ? presentTimer(row, new Date()) : null;
}
