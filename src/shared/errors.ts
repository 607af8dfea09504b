import { z } from 'zod';

/**
 * Every error the API can answer, with its HTTP status. A 4xx/5xx body is always `{code, message}` (and
 * `field` for a validation error about one field): clients decide on `code`, people read `message`.
 */
export const ERROR_STATUS = {
  /** The request does not follow the endpoint's schema (a field is missing, too long, of the wrong kind). */
  VALIDATION: 400,
  /** The request could not be read at all: malformed JSON or multipart, JSON nested too deep, NUL characters. */
  MALFORMED_REQUEST: 400,
  /** The uploaded file is not a JPEG, PNG or GIF. */
  NOT_AN_IMAGE: 400,
  /** The uploaded picture has more pixels than we decode. */
  PHOTO_TOO_MANY_PIXELS: 400,
  /** The imageUrl sent with a session is not the session's photo or the customer's own upload. */
  PHOTO_NOT_YOURS: 400,
  /** An `Idempotency-Key` header that is empty, too long, repeated or holds other characters. */
  IDEMPOTENCY_KEY_INVALID: 400,
  /** A reset token that is unknown, used or expired. */
  INVALID_TOKEN: 400,
  /** The email of this account is verified already. */
  ALREADY_VERIFIED: 400,
  /** A Klaviyo key the chosen email-test method needs is not configured. */
  EMAIL_METHOD_NOT_CONFIGURED: 400,
  /** Nobody is signed in (or proven as a store customer). */
  UNAUTHENTICATED: 401,
  /** Wrong email or password. */
  INVALID_CREDENTIALS: 401,
  /** Wrong admin password. */
  INVALID_ADMIN_PASSWORD: 401,
  /** A store proof or invitation that is forged, stale or used. */
  PROOF_REFUSED: 401,
  /** A request through the store's app proxy whose signature does not verify. */
  PROXY_SIGNATURE_INVALID: 401,
  /** Signed in, but not allowed (not an admin). */
  FORBIDDEN: 403,
  /** An admin who has not entered the admin password in this login session. */
  ADMIN_STEP_REQUIRED: 403,
  /** An admin export with images, and the admin password was last entered over 15 minutes ago. */
  ADMIN_REAUTH_REQUIRED: 403,
  /** A photo sent before the customer agreed to photo storage (docs/decisions/022). */
  PHOTO_CONSENT_REQUIRED: 403,
  /** A state-changing request sent by another site. */
  CROSS_SITE: 403,
  /** Linking a store identity needs proof of it in the same request. */
  STORE_PROOF_REQUIRED: 403,
  NOT_FOUND: 404,
  /** A consent given to a version of the privacy text that is no longer current: read it again. */
  CONSENT_OUTDATED: 409,
  /** The store identity already belongs to another account. */
  HASH_OWNED: 409,
  /** The customer already has a session timer running or paused: finish or discard it first. */
  TIMER_RUNNING: 409,
  /** A request with the same idempotency key is still running: try again in a moment (Retry-After). */
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** The uploaded file is over 10 MB. */
  PHOTO_TOO_LARGE: 413,
  /** The request body is over the server's limit. */
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The idempotency key was used before for another request (another body, entry or endpoint). */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** Five failed sign-ins: the account is locked for a while. */
  ACCOUNT_LOCKED: 429,
  /** Too many requests from this client; see Retry-After. */
  RATE_LIMITED: 429,
  /** The customer's daily photo upload quota is used up. */
  UPLOAD_QUOTA_EXCEEDED: 429,
  /** An outside service (Klaviyo) failed. */
  UPSTREAM_FAILED: 502,
  /** A feature the operator has not configured (store login, app proxy, admin password). */
  NOT_CONFIGURED: 503,
  /** Too much work queued (photo processing); try again shortly. */
  BUSY: 503,
  /** The database cannot be reached right now. */
  DATABASE_UNAVAILABLE: 503,
  /** This process is stopping (a restart or a deploy): the load balancer takes it out (GET /readyz). */
  DRAINING: 503,
  /** A bug on our side. */
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/**
 * The figures a message holds, beside it, so a client can say it in another language (docs/decisions/069):
 * RATE_LIMITED and ACCOUNT_LOCKED the minutes to wait, UPLOAD_QUOTA_EXCEEDED the day's quota.
 */
export const errorFigures = z.object({
  /** RATE_LIMITED, ACCOUNT_LOCKED: whole minutes until trying again can succeed ("try again in 3 minutes"). */
  minutes: z.number().int().positive().optional(),
  /** UPLOAD_QUOTA_EXCEEDED: the photos a customer may upload a day. */
  photos: z.number().int().nonnegative().optional(),
  /** UPLOAD_QUOTA_EXCEEDED: the bytes a customer may upload a day. */
  bytes: z.number().int().nonnegative().optional(),
});
export type ErrorFigures = z.infer<typeof errorFigures>;

/**
 * The body of every 4xx and 5xx answer; a message with figures also carries them as numbers
 * (`errorFigures`), the message staying the spec's English.
 */
export const errorBody = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  field: z.string().optional(),
  ...errorFigures.shape,
});
export type ErrorBody = z.infer<typeof errorBody>;
