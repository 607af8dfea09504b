import { acceptConsentBody, consentQuery, consentStatus } from '../schemas/consent.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

// The customer's consents (docs/decisions/022): the privacy notice, shown before anything is saved, and
// photo storage, asked the first time a photo is added. Kept per customer hash, each with its version.

/** GET /api/consent: whether the customer accepted the notice and photo storage in their current versions. */
export const getConsent = defineContract({
  method: 'GET',
  path: '/api/consent',
  summary: "The customer's consents to the privacy notice and to photo storage",
  tag: 'privacy',
  query: consentQuery,
  response: consentStatus,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/**
 * POST /api/consent: records that the customer accepted the notice or photo storage, at the version they
 * were shown; a version that is no longer current answers 409 CONSENT_OUTDATED (reload and read again).
 */
export const acceptConsent = defineContract({
  method: 'POST',
  path: '/api/consent',
  summary: 'Accept the privacy notice or photo storage',
  tag: 'privacy',
  query: consentQuery,
  body: acceptConsentBody,
  response: consentStatus,
  errors: ['VALIDATION', 'CONSENT_OUTDATED', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});
