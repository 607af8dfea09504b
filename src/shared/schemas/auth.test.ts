import { describe, expect, it } from 'vitest';
import { forgotPasswordBody, loginForm, registerBody, registerForm, resetPasswordForm } from './auth.ts';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

describe('auth schemas', () => {
  it('registration: email, password length and matching confirmation, with the spec messages', () => {
    const ok = { email: 'a@example.com', password: 'secret', confirmPassword: 'secret', rememberMe: false };
    expect(registerForm.safeParse(ok).success).toBe(true);
    expect(firstMessage(registerForm.safeParse({ ...ok, email: 'nope' }))?.message).toBe(
      'Please enter a valid email address',
    );
    expect(
      firstMessage(registerForm.safeParse({ ...ok, password: '12345', confirmPassword: '12345' }))?.message,
    ).toBe('Password must be at least 6 characters');
    const mismatch = firstMessage(registerForm.safeParse({ ...ok, confirmPassword: 'other1' }));
    expect(mismatch?.message).toBe('Passwords do not match');
    expect(mismatch?.path).toEqual(['confirmPassword']);
  });

  it('forgot password needs a valid email, with the same message', () => {
    expect(firstMessage(forgotPasswordBody.safeParse({ email: '' }))?.message).toBe(
      'Please enter a valid email address',
    );
    expect(forgotPasswordBody.parse({ email: '  a@example.com ' })).toEqual({ email: 'a@example.com' });
  });

  it('reset password: 8 to 100 characters and a matching confirmation', () => {
    const check = (password: string, confirmPassword = password) =>
      firstMessage(resetPasswordForm.safeParse({ password, confirmPassword }))?.message;
    expect(check('1234567')).toBe('Password must be at least 8 characters');
    expect(check('x'.repeat(101))).toBe('Password must be less than 100 characters');
    expect(check('12345678', '12345679')).toBe('Passwords do not match');
    expect(check('x'.repeat(100))).toBeUndefined();
  });

  it('login and register payloads', () => {
    expect(loginForm.safeParse({ email: 'a@example.com', password: '' }).success).toBe(false);
    expect(
      registerBody.safeParse({ email: 'a@example.com', password: 'secret', username: 'a_1', name: 'a_1' })
        .success,
    ).toBe(true);
  });
});
