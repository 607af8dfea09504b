import { PHOTO_TOO_LARGE_MESSAGE } from '#shared/constants.ts';
import { ERROR_STATUS, type ErrorCode } from '#shared/errors.ts';
import { pluralText } from '#shared/rules/english-format.ts';

type Extras = { field?: string; headers?: Record<string, string> };

/**
 * The one error type services throw: a code from the shared list (src/shared/errors.ts), whose status the
 * error handler answers with `{code, message}` (and `field` for one field's validation).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    extras: Extras = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.field = extras.field;
    this.headers = extras.headers ?? {};
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION', field?: string) =>
  new AppError(code, message, field ? { field } : {});
export const unauthorized = (message = 'Sign in required', code: ErrorCode = 'UNAUTHENTICATED') =>
  new AppError(code, message);
export const forbidden = (message = 'Forbidden', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(code, message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const tooManyRequests = (
  message: string,
  retryAfterSeconds: number,
  code: ErrorCode = 'RATE_LIMITED',
) => new AppError(code, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
/** A rate limit's 429, `ttlMs` before its window ends: when to try again, and Retry-After. */
export const limitReached = (ttlMs: number) =>
  tooManyRequests(
    `Too many requests. Please try again in ${pluralText(Math.max(1, Math.ceil(ttlMs / 60_000)), 'minute')}.`,
    Math.ceil(ttlMs / 1000),
  );
export const photoTooLarge = () =>
  new AppError('PHOTO_TOO_LARGE', PHOTO_TOO_LARGE_MESSAGE, { field: 'image' });
