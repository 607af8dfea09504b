import { eq } from 'drizzle-orm';
import { matchLanguage } from '#shared/i18n/languages.ts';
import type { Preferences } from '#shared/schemas/preferences.ts';
import { customerSettings } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';

/** The customer's saved settings row, or null when they never saved one. */
async function savedSettings(deps: Pick<Deps, 'db'>, customerHash: string) {
  const [row] = await deps.db
    .select({
      measurementUnit: customerSettings.measurementUnit,
      weightUnit: customerSettings.weightUnit,
      discreetMode: customerSettings.discreetMode,
      deviceNicknames: customerSettings.deviceNicknames,
      language: customerSettings.language,
    })
    .from(customerSettings)
    .where(eq(customerSettings.customerHash, customerHash))
    .limit(1);
  return row ?? null;
}

const asUnit = (unit: string): Preferences['measurementUnit'] =>
  unit === 'centimeters' ? 'centimeters' : 'inches';

/** The unit the customer chose, or null when they never chose one. */
export async function savedMeasurementUnit(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
): Promise<Preferences['measurementUnit'] | null> {
  const row = await savedSettings(deps, customerHash);
  return row ? asUnit(row.measurementUnit) : null;
}

/**
 * The customer's settings; the defaults (inches, spec section 9; pounds; discreet mode off; no nicknames; no
 * language chosen)
 * when none were saved.
 */
export async function getPreferences(deps: Pick<Deps, 'db'>, customerHash: string): Promise<Preferences> {
  const row = await savedSettings(deps, customerHash);
  return {
    measurementUnit: row ? asUnit(row.measurementUnit) : 'inches',
    weightUnit: row?.weightUnit === 'kg' ? 'kg' : 'lb',
    discreetMode: row?.discreetMode ?? false,
    deviceNicknames: row?.deviceNicknames ?? {},
    language: matchLanguage(row?.language),
  };
}
