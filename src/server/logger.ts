import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// The admin export by user or by email carries a customer hash or an email in its path (spec section 7).
const EXPORT_BY_USER = /^\/api\/admin\/export\/sessions\/(email\/)?[^/]+(\/with-images)?\/?$/;

/**
 * The path of a request as logged: never the query string (tokens, customer hashes, signatures, under any
 * name or encoding), and no customer hash or email from the path.
 */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  // Most paths hold nothing to redact: no escapes, no '@', not an export. Said fast (one per request).
  if (!/[%@]|export/i.test(path)) return path;
  const segments = path.split('/');
  const normalised = segments
    .map(decoded)
    .join('/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const byUser = EXPORT_BY_USER.exec(normalised);
  if (byUser) return `/api/admin/export/sessions/${byUser[1] ?? ''}${REDACTED}${byUser[2] ?? ''}`;
  return segments.map((segment) => (decoded(segment).includes('@') ? REDACTED : segment)).join('/');
}

/** The fields of a logged error. */
export type LoggedError = {
  type: string;
  message?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  query?: string;
  stack?: string;
  cause?: LoggedError;
};

const scrub = (text: string) =>
  text
    .replace(/\$argon2[^\s"',]*/g, '[password hash]')
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[email]')
    .replace(/\bparams:[\s\S]*/, 'params: [redacted]');

const stringField = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

// Only the call frames: the stack's first lines repeat the message.
const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n') || undefined
    : undefined;

function withoutEmpty(fields: LoggedError): LoggedError {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as LoggedError;
}

/**
 * The one error serializer of every logger. A failed Drizzle query is logged as its text (its message
 * lists the parameters: emails, notes, password hashes); a PostgreSQL error as its code, constraint, table
 * and column (its message and detail may quote values); any other error as its scrubbed message and frames.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (typeof err !== 'object' || err === null) {
    return { type: typeof err, message: scrub(String(err)) };
  }
  const error = err as Record<string, unknown>;
  // pg's DatabaseError keeps the protocol message kind ('error') in name; its class says more.
  const ctor = err.constructor?.name;
  const type = ctor && ctor !== 'Error' && ctor !== 'Object' ? ctor : (stringField(error.name) ?? 'Error');
  const cause = depth < 3 && error.cause ? serializeError(error.cause, depth + 1) : undefined;
  if (typeof error.query === 'string' && 'params' in error) {
    return withoutEmpty({ type, query: error.query, stack: frames(error.stack), cause });
  }
  if (typeof error.severity === 'string' && typeof error.code === 'string') {
    return withoutEmpty({
      type,
      code: error.code,
      constraint: stringField(error.constraint),
      table: stringField(error.table),
      column: stringField(error.column),
      stack: frames(error.stack),
      cause,
    });
  }
  return withoutEmpty({
    type,
    message: typeof error.message === 'string' ? scrub(error.message) : undefined,
    code: typeof error.code === 'string' ? error.code : undefined,
    stack: frames(error.stack),
    cause,
  });
}

/** pino options: logs without cookies, tokens, hashes, emails, passwords or query parameters. */
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
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedPath(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
      err: (err: unknown) => serializeError(err),
    },
  };
}
