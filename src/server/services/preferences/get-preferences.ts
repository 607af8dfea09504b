import { eq } from 'drizzle-orm';
import type { Preferences } from '#shared/schemas/preferences.ts';
import { customerSettings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

/** The unit the customer chose, or null when they never chose one. */
export async function savedMeasurementUnit(
  deps: Pick<Deps, 'db'>,
  customerHash: string,
): Promise<Preferences['measurementUnit'] | null> {
  const [row] = await deps.db
    .select({ measurementUnit: customerSettings.measurementUnit })
    .from(customerSettings)
    .where(eq(customerSettings.customerHash, customerHash))
    .limit(1);
  if (!row) return null;
  return row.measurementUnit === 'centimeters' ? 'centimeters' : 'inches';
}

/** The customer's settings; the defaults (inches, spec section 9) when none were saved. */
export async function getPreferences(deps: Pick<Deps, 'db'>, customerHash: string): Promise<Preferences> {
  return { measurementUnit: (await savedMeasurementUnit(deps, customerHash)) ?? 'inches' };
}
