import { preferencesQuery, preferencesSchema, preferencesUpdate } from '../schemas/preferences.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

// The customer's own settings, kept on the server per customer hash (the customer the request proves,
// docs/decisions/010), so that they follow the customer from device to device.

/**
 * GET /api/preferences: the preferred unit, inches (spec section 9's default) until one is chosen, and
 * discreet mode, off until turned on.
 */
export const getPreferences = defineContract({
  method: 'GET',
  path: '/api/preferences',
  summary: "The customer's preferred measurement unit and discreet mode",
  tag: 'preferences',
  query: preferencesQuery,
  response: preferencesSchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** PUT /api/preferences: remembers the settings sent (the preferred unit, discreet mode). */
export const updatePreferences = defineContract({
  method: 'PUT',
  path: '/api/preferences',
  summary: "Remember the customer's preferred measurement unit or discreet mode",
  tag: 'preferences',
  query: preferencesQuery,
  body: preferencesUpdate,
  response: preferencesSchema,
  errors: ['VALIDATION', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});
