import { describe, expect, it } from 'vitest';
import { HttpError } from '#client/lib/request.ts';
import { loginFailureMessage } from './login.ts';

describe('loginFailureMessage (spec section 8)', () => {
  it("shows the server's message", () => {
    const err = new HttpError(
      401,
      'Unauthorized',
      '{"code":"INVALID_CREDENTIALS","message":"Invalid email or password"}',
    );
    expect(loginFailureMessage(err)).toBe('Invalid email or password');
  });

  it("defaults to 'Invalid credentials' when the server sends no message", () => {
    expect(loginFailureMessage(new HttpError(401, 'Unauthorized', ''))).toBe('Invalid credentials');
    expect(loginFailureMessage(new HttpError(502, 'Bad Gateway', '<html>'))).toBe('Invalid credentials');
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe('Invalid credentials');
  });
});
