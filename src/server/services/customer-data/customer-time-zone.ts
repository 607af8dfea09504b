import { and, inArray, isNotNull } from 'drizzle-orm';
import { customerSettings } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import type { CustomerScope } from './customer-scope.ts';

/**
 * The zone a customer's export writes dates and times in: the one their browser asked for (where they are
 * now, as the app shows their entries), else the one the app last saw for them, else UTC.
 */
export async function customerTimeZone(
  deps: Pick<Deps, 'db'>,
  scope: CustomerScope,
  asked?: string,
): Promise<string> {
  if (asked) return asked;
  const [row] = await deps.db
    .select({ timeZone: customerSettings.timeZone })
    .from(customerSettings)
    .where(and(inArray(customerSettings.customerHash, scope.hashes), isNotNull(customerSettings.timeZone)))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}
