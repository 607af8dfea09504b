import { describe, expect, it } from 'vitest';
import { cleanResetToken, isTestResetToken } from './reset-token.ts';

describe('reset token rules', () => {
  it("cuts a tracking suffix beginning at '&utm_'", () => {
    expect(cleanResetToken('abc123&utm_source=mail&utm_medium=x')).toBe('abc123');
    expect(cleanResetToken('abc123')).toBe('abc123');
  });
  it("knows 'test-' tokens", () => {
    expect(isTestResetToken('test-123')).toBe(true);
    expect(isTestResetToken('real-123')).toBe(false);
  });
});
