/** Limits and texts that both the browser and the server need (spec section 9). */
export const CUSTOMER_HASH_MIN_LENGTH = 3;
/** The longest customer hash the server accepts anywhere. */
export const CUSTOMER_HASH_MAX_LENGTH = 200;
export const RECENT_LIST_SIZE = 5;
/** The largest photo a customer may send (spec section 9: 'Maximum file size: 10MB'). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The `Idempotency-Key` header of a write (docs/decisions/023): 8 to 255 characters of letters, digits and
 * `_ . : -` (a UUID fits), optionally in double quotes as the IETF draft's structured string.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,255}$/;
/** How long a key answers its repeats: over a week, so an entry queued a week offline still syncs once. */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 8;
export const PHOTO_TOO_LARGE_MESSAGE = 'The image is too large. Maximum file size: 10MB';
export const REGISTER_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MAX = 100;
export const EMAIL_MAX = 254;
export const LOGIN_PASSWORD_MAX = 200;
/** How long an emailed verification link works; the email says so (src/server/mail/templates.ts). */
export const VERIFICATION_LINK_HOURS = 24;
/** How long an emailed password reset link works; the email says so. */
export const RESET_LINK_HOURS = 1;
export const TOAST_DURATION_MS = 5000;
export const COPY_FEEDBACK_MS = 2000;
export const VERIFY_REDIRECT_WARNING_MS = 10_000;
export const TEST_RESET_TOKEN_DELAY_MS = 1000;
export const TEST_RESET_TOKEN_PREFIX = 'test-';
/** The value a stored customer hash holds when the auth page set it; never sent. */
export const AUTH_PAGE_MARKER = 'auth';

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  registerPasswordMin: 'Password must be at least 6 characters',
  passwordsMismatch: 'Passwords do not match',
  resetPasswordMin: 'Password must be at least 8 characters',
  resetPasswordMax: 'Password must be less than 100 characters',
  emailRequired: 'Email is required',
} as const;

/** How long an admin export with images may follow the admin password step before asking it again. */
export const ADMIN_REAUTH_MINUTES = 15;
/** How many photo-access audit entries the admin dashboard shows. */
export const PHOTO_ACCESS_AUDIT_SHOWN = 50;
