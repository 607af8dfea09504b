import { z } from 'zod';
import { CONSENT_KINDS } from '../privacy-notice.ts';
import { customerHashQuery } from './customer-hash-query.ts';

/** One consent as the customer gave it: the version they accepted (null if never) and when. */
const consentState = z.object({
  /** The version in force (src/shared/privacy-notice.ts). */
  version: z.number().int(),
  /** True when the customer accepted the version in force. */
  accepted: z.boolean(),
  /** When they accepted it (ISO date), or null. */
  acceptedAt: z.string().nullable(),
});

/** GET /api/consent: where the customer stands with the notice and with photo storage. */
export const consentStatus = z.object({ notice: consentState, photos: consentState });
export type ConsentStatus = z.infer<typeof consentStatus>;

/** POST /api/consent: accepts one consent at the version the customer read. */
export const acceptConsentBody = z.object({
  kind: z.enum(CONSENT_KINDS, { error: 'Kind must be notice or photos' }),
  version: z.number().int().min(1),
});
export type AcceptConsentBody = z.infer<typeof acceptConsentBody>;

export const consentQuery = customerHashQuery;
