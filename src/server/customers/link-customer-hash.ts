import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { customerMapping } from '../db/schema/accounts.ts';
import {
  customerSettings,
  measureTargets,
  reminderDeliveries,
  restPlans,
  sessionTimers,
  weeklyGoals,
} from '../db/schema/routine.ts';
import { photos, sessions } from '../db/schema/sessions-and-photos.ts';
import type { Deps } from '../deps.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { customerHashForUser } from './customer-hash.ts';

const HASH_OWNED_MESSAGE = 'This customer hash already belongs to an account';

type Tx = Parameters<Parameters<Pick<Deps, 'db'>['db']['transaction']>[0]>[0];

const ACTIVE_TIMER = ['running', 'paused'];

/**
 * Links a verified store hash that no account owns yet to a signed-in user: everything the store identity
 * had moves to the account's own hash (sessions with their check-ins, photos, timers, settings, goals, rest
 * days, reminder records), and from then on the store hash acts as the account. A hash another account
 * owns cannot be linked.
 */
export async function linkCustomerHash(
  deps: Pick<Deps, 'db'>,
  userId: string,
  storeHash: string,
): Promise<string> {
  const ownHash = await customerHashForUser(deps, userId);
  if (!ownHash) throw notFound('This account has no customer hash');
  if (storeHash === ownHash) return ownHash;
  return deps.db.transaction(async (tx) => {
    const [mapping] = await tx
      .select()
      .from(customerMapping)
      .where(eq(customerMapping.customerHash, storeHash))
      .limit(1)
      .for('update');
    if (!mapping) throw notFound('Unknown customer hash');
    if (mapping.userId === userId) return ownHash;
    if (mapping.userId) throw new AppError('HASH_OWNED', HASH_OWNED_MESSAGE);
    await tx
      .update(customerMapping)
      .set({ userId })
      .where(and(eq(customerMapping.customerHash, storeHash), isNull(customerMapping.userId)));
    await tx.update(sessions).set({ customerHash: ownHash }).where(eq(sessions.customerHash, storeHash));
    await tx.update(photos).set({ customerHash: ownHash }).where(eq(photos.customerHash, storeHash));
    await moveRoutine(tx, storeHash, ownHash);
    return ownHash;
  });
}

/**
 * The routine's rows follow the sessions. Where the account has its own, the account's win: one running
 * timer per customer (the store identity's is discarded, its finished ones kept), the account's settings,
 * goal history and rest plan stay and the store identity's are dropped (settings, not records of what
 * happened); a measurement target moves unless the account has one for that point; reminder records move
 * except for days the account already has one.
 */
async function moveRoutine(tx: Tx, storeHash: string, ownHash: string) {
  const ownActive = await tx
    .select({ id: sessionTimers.id })
    .from(sessionTimers)
    .where(and(eq(sessionTimers.customerHash, ownHash), inArray(sessionTimers.status, ACTIVE_TIMER)))
    .limit(1);
  if (ownActive.length > 0) {
    await tx
      .update(sessionTimers)
      .set({ status: 'discarded', endedAt: sql`now()`, pausedAt: null })
      .where(and(eq(sessionTimers.customerHash, storeHash), inArray(sessionTimers.status, ACTIVE_TIMER)));
  }
  await tx
    .update(sessionTimers)
    .set({ customerHash: ownHash })
    .where(eq(sessionTimers.customerHash, storeHash));

  for (const table of [customerSettings, weeklyGoals, restPlans] as const) {
    const own = await tx
      .select({ hash: table.customerHash })
      .from(table)
      .where(eq(table.customerHash, ownHash))
      .limit(1);
    if (own.length > 0) await tx.delete(table).where(eq(table.customerHash, storeHash));
    else await tx.update(table).set({ customerHash: ownHash }).where(eq(table.customerHash, storeHash));
  }

  // Measurement targets: the account's own target of a point wins; the store identity's others move.
  const ownPoints = tx
    .select({ point: measureTargets.point })
    .from(measureTargets)
    .where(eq(measureTargets.customerHash, ownHash));
  await tx
    .update(measureTargets)
    .set({ customerHash: ownHash })
    .where(and(eq(measureTargets.customerHash, storeHash), notInArray(measureTargets.point, ownPoints)));
  await tx.delete(measureTargets).where(eq(measureTargets.customerHash, storeHash));

  const ownDays = tx
    .select({ day: reminderDeliveries.localDate })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.customerHash, ownHash));
  await tx
    .update(reminderDeliveries)
    .set({ customerHash: ownHash })
    .where(
      and(eq(reminderDeliveries.customerHash, storeHash), notInArray(reminderDeliveries.localDate, ownDays)),
    );
  await tx.delete(reminderDeliveries).where(eq(reminderDeliveries.customerHash, storeHash));
}
