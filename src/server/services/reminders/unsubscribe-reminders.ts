import { eq } from 'drizzle-orm';
import { customerSettings, reminderDeliveries } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { deliveryIdOf } from './unsubscribe-token.ts';

/** Turns reminders off for the customer a reminder's signed token came with (again is fine). */
export async function unsubscribeReminders(
  deps: Pick<Deps, 'db' | 'unsubscribeKey'>,
  token: string,
): Promise<{ unsubscribed: true }> {
  const id = deliveryIdOf(deps.unsubscribeKey, token);
  const invalid = () => badRequest('This unsubscribe link is not valid', 'INVALID_TOKEN', 'token');
  if (id === null) throw invalid();
  const [delivery] = await deps.db
    .select({ customerHash: reminderDeliveries.customerHash })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.id, id))
    .limit(1);
  if (!delivery) throw invalid();
  await deps.db
    .update(customerSettings)
    .set({ remindersEnabled: false, updatedAt: new Date() })
    .where(eq(customerSettings.customerHash, delivery.customerHash));
  return { unsubscribed: true };
}
