import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loggedPath, serializeError } from './logger.ts';

const HASH = '0123456789abcdef0123456789abcdef';

describe('loggedPath', () => {
  it('drops the whole query string, whatever its parameters are called or encoded as', () => {
    expect(loggedPath('/api/reset-password?token=abc&x=1')).toBe('/api/reset-password');
    expect(loggedPath(`/api/sessions?customer%5Fhash=${HASH}`)).toBe('/api/sessions');
    expect(loggedPath(`/?customer_hash=${HASH}`)).toBe('/');
    expect(loggedPath('/plain')).toBe('/plain');
  });

  it('redacts the customer hash and the email of the admin export paths', () => {
    expect(loggedPath(`/api/admin/export/sessions/${HASH}`)).toBe('/api/admin/export/sessions/[redacted]');
    expect(loggedPath(`/api/admin/export/sessions/${HASH}/with-images`)).toBe(
      '/api/admin/export/sessions/[redacted]/with-images',
    );
    expect(loggedPath('/api/admin/export/sessions/email/a%40b.example')).toBe(
      '/api/admin/export/sessions/email/[redacted]',
    );
    expect(loggedPath('/api/admin/export/sessions/email/a@b.example/with-images?x=1')).toBe(
      '/api/admin/export/sessions/email/[redacted]/with-images',
    );
    expect(loggedPath(`/api/admin/export/%73essions/${HASH}`)).toBe('/api/admin/export/sessions/[redacted]');
    expect(loggedPath('/api/admin/export/sessions')).toBe('/api/admin/export/sessions');
    expect(loggedPath('/api/admin/export/users')).toBe('/api/admin/export/users');
  });

  it('redacts any path segment that holds an email', () => {
    expect(loggedPath('/no/such/someone%40example.com/page')).toBe('/no/such/[redacted]/page');
  });
});

function uniqueViolation(): pg.DatabaseError {
  const error = new pg.DatabaseError(
    'duplicate key value violates unique constraint "users_email_unique"',
    0,
    'error',
  );
  Object.assign(error, {
    code: '23505',
    severity: 'ERROR',
    detail: 'Key (email)=(someone@example.com) already exists.',
    constraint: 'users_email_unique',
    table: 'users',
    schema: 'public',
  });
  return error;
}

describe('serializeError', () => {
  it('logs a failed Drizzle query as its text, code and constraint, never its parameters or detail', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password") values ($1, $2)',
      ['someone@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      uniqueViolation(),
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('someone@example.com');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('params');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "users" ("email", "password") values ($1, $2)',
      cause: { type: 'DatabaseError', code: '23505', constraint: 'users_email_unique', table: 'users' },
    });
  });

  it('logs a PostgreSQL error without its message, which may quote values', () => {
    const error = new pg.DatabaseError(`invalid input syntax for type uuid: "${HASH}"`, 0, 'error');
    Object.assign(error, {
      code: '22P02',
      severity: 'ERROR',
      where: `unnamed portal parameter $1 = '${HASH}'`,
    });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain(HASH);
    expect(text).toContain('22P02');
  });

  it('keeps the message and stack of other errors, less emails and password hashes', () => {
    const error = new Error('550 5.1.1 <someone@example.com>: Recipient address rejected');
    const logged = serializeError(error);
    expect(logged.type).toBe('Error');
    expect(logged.message).toBe('550 5.1.1 <[email]>: Recipient address rejected');
    expect(logged.stack).toMatch(/^ {4}at /);
    expect(JSON.stringify(serializeError(new Error('bad $argon2id$v=19$m=1$abc$def')))).not.toContain(
      '$argon2',
    );
    expect(serializeError('plain string')).toEqual({ type: 'string', message: 'plain string' });
  });
});
