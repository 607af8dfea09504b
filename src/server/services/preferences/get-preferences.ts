import { eq } from 'drizzle-orm';
import type { Preferences } from '#shared/schemas/preferences.ts';
import { customerSettings } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';

/** The customer's settings; the defaults (inches, spec section 9) when none were saved. */
export async function getPreferences(deps: Pick<Deps, 'db'>, customerHash: string): Promise<Preferences> {
  const [row] = await deps.db
    .select({ measurementUnit: customerSettings.measurementUnit })
    .from(customerSettings)
    .where(eq(customerSettings.customerHash, customerHash))
    .limit(1);
  return { measurementUnit: row?.measurementUnit === 'centimeters' ? 'centimeters' : 'inches' };
}
