import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionTimers } from '../../db/schema/routine.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TimerRow } from '../../presenters/timer.ts';

export const TIMER_NOT_FOUND = 'Timer not found';
export const ACTIVE_STATUSES = ['running', 'paused'];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The customer's running or paused timer with this id, locked for the transaction; another customer's,
 * a finished or a discarded one answers 404, as if it did not exist.
 */
export async function lockActiveTimer(tx: Tx, customerHash: string, id: number): Promise<TimerRow> {
  const [row] = await tx
    .select()
    .from(sessionTimers)
    .where(
      and(
        eq(sessionTimers.id, id),
        eq(sessionTimers.customerHash, customerHash),
        inArray(sessionTimers.status, ACTIVE_STATUSES),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw notFound(TIMER_NOT_FOUND);
  return row;
}
