import { PHOTO_TOO_LARGE_MESSAGE } from '#shared/constants.ts';
import { ERROR_STATUS, type ErrorCode, type ErrorFigures } from '#shared/errors.ts';
import { pluralText } from '#shared/rules/english-format.ts';

type Extras = { field?: string; headers?: Record<string, string>; figures?: ErrorFigures };

/**
 * The one error type services throw: a code from the shared list (src/shared/errors.ts), whose status the
 * error handler answers with `{code, message}` (and `field` for one field's validation, and the figures a
 * message holds, docs/decisions/069).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;
  readonly figures: ErrorFigures;

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
    this.figures = extras.figures ?? {};
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
  figures: ErrorFigures = {},
) => new AppError(code, message, { headers: { 'retry-after': String(retryAfterSeconds) }, figures });
/** A rate limit's 429, `ttlMs` before its window ends: when to try again (the minutes also as a figure), and Retry-After. */
export const limitReached = (ttlMs: number) => {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return tooManyRequests(
    `Too many requests. Please try again in ${pluralText(minutes, 'minute')}.`,
    Math.ceil(ttlMs / 1000),
    'RATE_LIMITED',
    { minutes },
  );
};
export const photoTooLarge = () =>
  new AppError('PHOTO_TOO_LARGE', PHOTO_TOO_LARGE_MESSAGE, { field: 'image' });
