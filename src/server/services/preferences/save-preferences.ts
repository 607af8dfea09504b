import type { Preferences, PreferencesUpdate } from '#shared/schemas/preferences.ts';
import { customerSettings } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { configuredDevices } from '../sessions/session-input.ts';
import { getPreferences } from './get-preferences.ts';

/**
 * Remembers the settings sent (one row per customer hash; a setting not sent keeps its value). Nicknames
 * are for the store's devices only.
 */
export async function savePreferences(
  deps: Pick<Deps, 'db' | 'config'>,
  customerHash: string,
  update: PreferencesUpdate,
): Promise<Preferences> {
  if (update.deviceNicknames) {
    const labels = new Set(configuredDevices(deps.config).map((device) => device.label));
    const unknown = Object.keys(update.deviceNicknames).find((label) => !labels.has(label));
    if (unknown !== undefined)
      throw badRequest('Choose a device from the list', 'VALIDATION', 'deviceNicknames');
  }
  const set = {
    ...(update.measurementUnit
      ? { measurementUnit: update.measurementUnit, measurementUnitChosen: true }
      : {}),
    ...(update.weightUnit ? { weightUnit: update.weightUnit, weightUnitChosen: true } : {}),
    ...(update.discreetMode === undefined ? {} : { discreetMode: update.discreetMode }),
    ...(update.deviceNicknames ? { deviceNicknames: update.deviceNicknames } : {}),
    ...(update.language === undefined ? {} : { language: update.language }),
  };
  await deps.db
    .insert(customerSettings)
    .values({ customerHash, ...set })
    .onConflictDoUpdate({ target: customerSettings.customerHash, set: { ...set, updatedAt: new Date() } });
  return getPreferences(deps, customerHash);
}
