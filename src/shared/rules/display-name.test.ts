import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX, displayNameProblem, normaliseDisplayName } from './display-name.ts';
import { deriveUsername } from './username.ts';

describe('normaliseDisplayName', () => {
  it('trims and makes every run of spaces, tabs and line breaks one space', () => {
    expect(normaliseDisplayName('  Sam \t  Custom\n ')).toBe('Sam Custom');
    expect(normaliseDisplayName('   ')).toBe('');
  });
});

describe('displayNameProblem', () => {
  it("accepts names in any script, with digits and . _ - '", () => {
    for (const name of ['Sam', "Zoë O'Brien", 'Jean-Luc', 'sam.custom_118', '李雷', 'Ana María 2']) {
      expect(displayNameProblem(name), name).toBeNull();
    }
  });

  it('accepts every name registration derives from an ordinary address', () => {
    expect(displayNameProblem(deriveUsername('sam.customer@example.com'))).toBeNull();
  });

  it('asks for a name when it is empty', () => {
    expect(displayNameProblem('')).toBe('Enter a name');
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(displayNameProblem('a'.repeat(DISPLAY_NAME_MAX))).toBeNull();
    expect(displayNameProblem('a'.repeat(DISPLAY_NAME_MAX + 1))).toBe('Name must be at most 50 characters');
    expect(displayNameProblem('𝒜'.repeat(DISPLAY_NAME_MAX))).not.toBe('Name must be at most 50 characters');
  });

  it('refuses markup, symbols, emoji and invisible characters', () => {
    for (const name of ['<b>', 'a@b', 'Sam 😀', 'Sam\u200b', 'Sam\u0000', 'rm -rf /', 'x;y']) {
      expect(displayNameProblem(name), JSON.stringify(name)).toBe(
        "Use letters, numbers, spaces and . _ - ' only",
      );
    }
  });
});
