import { describe, expect, it } from 'vitest';
import { isDark, readThemeChoice } from './theme.ts';

describe('theme choice', () => {
  it('follows the system unless light or dark was chosen', () => {
    expect(readThemeChoice(null)).toBe('system');
    expect(readThemeChoice('sepia')).toBe('system');
    expect(readThemeChoice('dark')).toBe('dark');
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('dark', false)).toBe(true);
  });
});
