import type { ErrorCode } from '../errors.ts';

/**
 * What deciding which customer a request acts as can answer (src/server/customers/resolve-customer.ts):
 * nobody proven, a store proxy request whose signature fails, or the app proxy not configured.
 */
export const CUSTOMER_ERRORS = [
  'UNAUTHENTICATED',
  'PROXY_SIGNATURE_INVALID',
  'NOT_CONFIGURED',
] as const satisfies readonly ErrorCode[];

/** What any state-changing request can answer before its route runs: another site sent it. */
export const WRITE_ERRORS = ['CROSS_SITE'] as const satisfies readonly ErrorCode[];

/**
 * What sending a photo can answer: no consent to photo storage yet, not an image, too big, the day's quota
 * used up, too much work queued.
 */
export const PHOTO_UPLOAD_ERRORS = [
  'PHOTO_CONSENT_REQUIRED',
  'NOT_AN_IMAGE',
  'PHOTO_TOO_MANY_PIXELS',
  'PHOTO_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UPLOAD_QUOTA_EXCEEDED',
  'BUSY',
] as const satisfies readonly ErrorCode[];

/** What an admin endpoint answers to anyone but a signed-in administrator who took the admin password step. */
export const ADMIN_ERRORS = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ADMIN_STEP_REQUIRED',
] as const satisfies readonly ErrorCode[];

/**
 * What a write that takes an `Idempotency-Key` header can answer besides its own codes (docs/decisions/023):
 * a malformed key, the key used for another request, the first request with the key still running.
 */
export const IDEMPOTENCY_ERRORS = [
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
] as const satisfies readonly ErrorCode[];
