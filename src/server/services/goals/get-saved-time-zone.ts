import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerSettings } from '../../db/schema/routine.ts';

/** The time zone the customer's browser last reported (docs/decisions/018), null if never. */
export async function getSavedTimeZone(db: Db, customerHash: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: customerSettings.timeZone })
    .from(customerSettings)
    .where(eq(customerSettings.customerHash, customerHash))
    .limit(1);
  return row?.timeZone ?? null;
}
