import type { Preferences, PreferencesUpdate } from '#shared/schemas/preferences.ts';
import { customerSettings } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { getPreferences } from './get-preferences.ts';

/** Remembers the settings sent (one row per customer hash; a setting not sent keeps its value). */
export async function savePreferences(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
  update: PreferencesUpdate,
): Promise<Preferences> {
  const set = {
    ...(update.measurementUnit ? { measurementUnit: update.measurementUnit } : {}),
    ...(update.weightUnit ? { weightUnit: update.weightUnit } : {}),
    ...(update.discreetMode === undefined ? {} : { discreetMode: update.discreetMode }),
  };
  await deps.db
    .insert(customerSettings)
    .values({ customerHash, ...set })
    .onConflictDoUpdate({ target: customerSettings.customerHash, set: { ...set, updatedAt: new Date() } });
  return getPreferences(deps, customerHash);
}
