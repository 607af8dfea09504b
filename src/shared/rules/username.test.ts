import { describe, expect, it } from 'vitest';
import { deriveUsername, emailLocalPart } from './username.ts';

describe('deriveUsername', () => {
  it('takes the first 10 characters of the local part, an underscore and a number 0-999', () => {
    expect(deriveUsername('averyveryverylongname@example.com', () => 0.5)).toBe('averyveryv_500');
    expect(deriveUsername('bob@example.com', () => 0)).toBe('bob_0');
    expect(deriveUsername('bob@example.com', () => 0.9999)).toBe('bob_999');
  });

  it('always matches the pattern with real randomness', () => {
    for (let i = 0; i < 200; i++) {
      expect(deriveUsername('someone.special@example.com')).toMatch(/^someone.sp_(\d|[1-9]\d|[1-9]\d\d)$/);
    }
  });

  it('emailLocalPart gives the part before the @', () => {
    expect(emailLocalPart('jane.doe@example.com')).toBe('jane.doe');
    expect(emailLocalPart(undefined)).toBe('');
  });
});
