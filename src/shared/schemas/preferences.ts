import { z } from 'zod';
import { MEASUREMENT_UNITS } from '../rules/units.ts';
import { WEIGHT_UNITS } from '../rules/weights.ts';
import { customerHashQuery } from './customer-hash-query.ts';

/**
 * What the server remembers for a customer: the unit the forms preselect and the lists show, the unit of
 * weights (pounds, the spec's, or kilograms; docs/decisions/056), and discreet mode (neutral title and icon,
 * numbers and photos blurred until tapped, quick-hide; docs/decisions/022).
 */
export const preferencesSchema = z.object({
  measurementUnit: z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters'], {
    error: 'Unit must be inches or centimeters',
  }),
  weightUnit: z.enum(WEIGHT_UNITS, { error: 'Weight unit must be lb or kg' }),
  discreetMode: z.boolean({ error: 'Discreet mode must be true or false' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/preferences: the settings to change; the others stay as they are. */
export const preferencesUpdate = preferencesSchema
  .partial()
  .refine((update) => Object.keys(update).length > 0, { error: 'Send a setting to change' });
export type PreferencesUpdate = z.infer<typeof preferencesUpdate>;

export const preferencesQuery = customerHashQuery;
