import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides tokens and customer hashes in logged URLs', () => {
    expect(redactUrl('/api/reset-password?token=abc&x=1')).toBe('/api/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/sessions?customer_hash=secret')).toBe('/api/sessions?customer_hash=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
