import type { Preferences } from '#shared/schemas/preferences.ts';
import { customerSettings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

/** Remembers the customer's settings (one row per customer hash, written over). */
export async function savePreferences(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  preferences: Preferences,
): Promise<Preferences> {
  await deps.db
    .insert(customerSettings)
    .values({ customerHash, measurementUnit: preferences.measurementUnit })
    .onConflictDoUpdate({
      target: customerSettings.customerHash,
      set: { measurementUnit: preferences.measurementUnit, updatedAt: new Date() },
    });
  return preferences;
}
