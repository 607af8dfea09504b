import { describe, expect, it } from 'vitest';
import { PG, pgError } from './pg-error.ts';

describe('pgError', () => {
  it('finds the PostgreSQL error thrown by pg or wrapped by drizzle as its cause', () => {
    const fromPg = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'users_email_unique',
    });
    expect(pgError(fromPg)).toEqual({ code: PG.uniqueViolation, constraint: 'users_email_unique' });
    const wrapped = Object.assign(new Error('Failed query: insert ...'), { cause: fromPg });
    expect(pgError(wrapped)?.code).toBe('23505');
  });

  it('is null for errors that are not from PostgreSQL', () => {
    expect(pgError(new Error('plain'))).toBeNull();
    expect(pgError(Object.assign(new Error('socket'), { code: 'ECONNRESET' }))).toBeNull();
    expect(pgError(null)).toBeNull();
  });
});
