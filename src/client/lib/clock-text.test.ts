import { describe, expect, it } from 'vitest';
import { clockText } from './clock-text.ts';

describe('clock readings', () => {
  it('shows time left rounded up, and hours past an hour', () => {
    expect(clockText(20 * 60_000)).toBe('20:00');
    expect(clockText(19 * 60_000 + 59_001)).toBe('20:00');
    expect(clockText(1)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(61 * 60_000 + 5_000)).toBe('1:01:05');
    expect(clockText(59_999, false)).toBe('0:59');
  });
});
