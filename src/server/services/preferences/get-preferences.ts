import { eq } from 'drizzle-orm';
import { isMetricLanguage, matchLanguage } from '#shared/i18n/languages.ts';
import type { Preferences } from '#shared/schemas/preferences.ts';
import { customerSettings } from '../../db/schema/routine.ts';
import type { Deps } from '../../deps.ts';

/** The customer's saved settings row, or null when they never saved one. */
async function savedSettings(deps: Pick<Deps, 'db'>, customerHash: string) {
  const [row] = await deps.db
    .select({
      measurementUnit: customerSettings.measurementUnit,
      measurementUnitChosen: customerSettings.measurementUnitChosen,
      weightUnit: customerSettings.weightUnit,
      weightUnitChosen: customerSettings.weightUnitChosen,
      discreetMode: customerSettings.discreetMode,
      deviceNicknames: customerSettings.deviceNicknames,
      language: customerSettings.language,
    })
    .from(customerSettings)
    .where(eq(customerSettings.customerHash, customerHash))
    .limit(1);
  return row ?? null;
}

type SavedSettings = NonNullable<Awaited<ReturnType<typeof savedSettings>>>;

/**
 * The units the customer chose, null for one never chosen (docs/decisions/069). Every row holds a unit (the
 * previous release reads them); it counts as chosen when flagged so, or when it differs from the column's
 * default, which no row got unasked: a row from before the flags, or written by the previous release
 * during a rolling deploy.
 */
function chosenUnits(row: SavedSettings | null): Pick<Preferences, 'measurementUnit' | 'weightUnit'> {
  if (!row) return { measurementUnit: null, weightUnit: null };
  const { measurementUnit: unit, weightUnit: weight } = row;
  return {
    measurementUnit: unit === 'centimeters' || (unit === 'inches' && row.measurementUnitChosen) ? unit : null,
    weightUnit: weight === 'kg' || (weight === 'lb' && row.weightUnitChosen) ? weight : null,
  };
}

/**
 * The unit the server shows measurements in when the request names none (docs/decisions/069): the one the
 * customer chose, else centimetres when their saved language is metric, else inches when they have a
 * settings row (its old default, so English reads as before), else null: the caller then takes the newest
 * measurement's unit, else inches.
 */
export async function savedMeasurementUnit(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
): Promise<NonNullable<Preferences['measurementUnit']> | null> {
  const row = await savedSettings(deps, customerHash);
  if (!row) return null;
  const language = matchLanguage(row.language);
  return (
    chosenUnits(row).measurementUnit ?? (language && isMetricLanguage(language) ? 'centimeters' : 'inches')
  );
}

/**
 * The customer's settings; the defaults (no unit chosen: the client shows its language's, inches and pounds
 * for English, spec section 9; discreet mode off; no nicknames; no language chosen) when none were saved.
 */
export async function getPreferences(deps: Pick<Deps, 'db'>, customerHash: string): Promise<Preferences> {
  const row = await savedSettings(deps, customerHash);
  return {
    ...chosenUnits(row),
    discreetMode: row?.discreetMode ?? false,
    deviceNicknames: row?.deviceNicknames ?? {},
    language: matchLanguage(row?.language),
  };
}
