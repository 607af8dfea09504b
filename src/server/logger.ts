import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

const SECRET_PARAMS =
  /([?&](?:token|customer_hash|customerHash|customer_id|logged_in_customer_id|full_url|nested_url|signature)=)[^&#]*/gi;

/** A URL with the values of secret query parameters replaced, safe to log. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino options: request logs without cookies, tokens, hashes or passwords. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.customerHash',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}
