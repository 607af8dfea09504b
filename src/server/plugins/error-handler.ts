import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#shared/errors.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { isRedisUnavailable } from '../rate-limit/redis-client.ts';

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

function validationError(error: { validation: { instancePath: string; message?: string }[] }): ErrorBody {
  const first = error.validation[0];
  if (!first) return { code: 'VALIDATION', message: 'Invalid request' };
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is invalid';
  const text =
    field && !message.toLowerCase().includes(field.toLowerCase()) ? `${field}: ${message}` : message;
  return field ? { code: 'VALIDATION', message: text, field } : { code: 'VALIDATION', message: text };
}

/** The code of a 4xx that Fastify or a plugin raised itself (bad JSON, wrong content type, too large). */
function frameworkCode(status: number): ErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'MALFORMED_REQUEST';
}

/**
 * Maps every error to a status and `{code, message}` (src/shared/errors.ts): AppError by its code, schema
 * failures as VALIDATION with the field, database (or Redis) outages as DATABASE_UNAVAILABLE (503), Fastify's own 4xx
 * by status, anything else as INTERNAL (500) with a log line.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.field) body.field = error.field;
      Object.assign(body, error.figures);
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationError(error));
    }
    if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'DATABASE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ code: frameworkCode(status), message: error.message || 'Bad request' } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    } satisfies ErrorBody);
  });
}
