import { customerSettings } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';

/** Remembers the zone the customer's browser reports: reminders go out at their local time in it. */
export async function saveTimeZone(deps: Pick<Deps, 'db'>, customerHash: string, timeZone: string) {
  await deps.db
    .insert(customerSettings)
    .values({ customerHash, timeZone })
    .onConflictDoUpdate({
      target: customerSettings.customerHash,
      set: { timeZone, updatedAt: new Date() },
    });
  return { timeZone };
}
