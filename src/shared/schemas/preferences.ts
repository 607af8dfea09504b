import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { NICKNAME_MAX } from '../rules/discreet-names.ts';
import { MEASUREMENT_UNITS } from '../rules/units.ts';
import { WEIGHT_UNITS } from '../rules/weights.ts';
import { customerHashQuery } from './customer-hash-query.ts';

const measurementUnit = z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters'], {
  error: 'Unit must be inches or centimeters',
});
const weightUnit = z.enum(WEIGHT_UNITS, { error: 'Weight unit must be lb or kg' });

/**
 * What the server remembers for a customer: the unit the forms preselect and the lists show, the unit of
 * weights (pounds, the spec's, or kilograms; docs/decisions/056), and discreet mode (neutral title and icon,
 * numbers and photos blurred until tapped, quick-hide; docs/decisions/022). Both units are null until chosen:
 * the client then shows its language's (`shownUnits`, docs/decisions/069).
 */
export const preferencesSchema = z.object({
  measurementUnit: measurementUnit.nullable(),
  weightUnit: weightUnit.nullable(),
  discreetMode: z.boolean({ error: 'Discreet mode must be true or false' }),
  /** The language the customer chose, null until chosen: the app then follows the store or the browser (docs/decisions/067). */
  language: z.enum(LANGUAGES, { error: 'Language must be en, de, fr or es' }).nullable(),
  /**
   * Discreet mode's names the customer chose, by device label (docs/decisions/061); a device without one is
   * "Device A", "Device B"… Sent whole: the map replaces the saved one.
   */
  deviceNicknames: z
    .record(
      z.string().max(200),
      z
        .string()
        .trim()
        .min(1, { error: 'A nickname cannot be empty' })
        // NICKNAME_MAX written out whole: the client finds its translation by the English text (src/shared/locales).
        .max(NICKNAME_MAX, { error: 'A nickname has at most 24 characters' })
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
        .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'A nickname cannot hold control characters' }),
    )
    .refine((names) => Object.keys(names).length <= 60, { error: 'Too many nicknames' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/preferences: the settings to change; the others stay as they are. A unit sent is chosen. */
export const preferencesUpdate = preferencesSchema
  .extend({ measurementUnit, weightUnit })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { error: 'Send a setting to change' });
export type PreferencesUpdate = z.infer<typeof preferencesUpdate>;

export const preferencesQuery = customerHashQuery;
