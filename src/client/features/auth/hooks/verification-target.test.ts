import { describe, expect, it } from 'vitest';
import { verificationTarget } from './verification-target.ts';

describe('verificationTarget', () => {
  it('forwards the token, else full_url, else the nested_url fallback', () => {
    expect(verificationTarget('?token=abc')).toBe('/api/verify-email?token=abc');
    expect(verificationTarget('?full_url=https%3A%2F%2Fx.test%2F%3Ftoken%3D1')).toBe(
      '/api/verify-email?full_url=https%3A%2F%2Fx.test%2F%3Ftoken%3D1',
    );
    expect(verificationTarget('?nested_url=https%3A%2F%2Fx.test%2F%3Ftoken%3D2')).toBe(
      '/api/verify-email?nested_url=https%3A%2F%2Fx.test%2F%3Ftoken%3D2',
    );
    expect(verificationTarget('?token=a&nested_url=b')).toBe('/api/verify-email?token=a');
  });

  it('is null for a link with none of them', () => {
    expect(verificationTarget('')).toBeNull();
    expect(verificationTarget('?token=')).toBeNull();
  });
});
