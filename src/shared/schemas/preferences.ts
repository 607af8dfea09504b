import { z } from 'zod';
import { MEASUREMENT_UNITS } from '../rules/units.ts';
import { customerHashQuery } from './customer-hash-query.ts';

/** What the server remembers for a customer: the unit the forms preselect and the lists show. */
export const preferencesSchema = z.object({
  measurementUnit: z.enum(MEASUREMENT_UNITS as ['inches', 'centimeters'], {
    error: 'Unit must be inches or centimeters',
  }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesQuery = customerHashQuery;
