import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength, strengthColour, strengthLabel } from './password-strength.ts';

describe('password strength', () => {
  it.each([
    ['', 0, 'Enter a password', 'red'],
    ['abc', 0, 'Enter a password', 'red'],
    ['abcdefgh', 1, 'Very weak', 'red'],
    ['abcdefghijkl', 2, 'Weak', 'red'],
    ['Abcdefghijkl', 3, 'Medium', 'yellow'],
    ['Abcdefghijk1', 4, 'Strong', 'green'],
    ['Abcdefghij1!', 5, 'Very strong', 'green'],
  ])('%j scores %i: %s, %s', (password, score, label, colour) => {
    expect(passwordStrength(password)).toEqual({ score, label, colour });
  });

  it('gives one point for each rule on its own', () => {
    expect(passwordScore('A')).toBe(1);
    expect(passwordScore('1')).toBe(1);
    expect(passwordScore('!')).toBe(1);
    expect(passwordScore('a'.repeat(8))).toBe(1);
    expect(passwordScore('a'.repeat(12))).toBe(2);
    expect(passwordScore('a'.repeat(7))).toBe(0);
    expect(passwordScore('a'.repeat(11))).toBe(1);
  });

  it('labels and colours every score', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLabel)).toEqual([
      'Enter a password',
      'Very weak',
      'Weak',
      'Medium',
      'Strong',
      'Very strong',
    ]);
    expect([0, 1, 2, 3, 4, 5].map(strengthColour)).toEqual(['red', 'red', 'red', 'yellow', 'green', 'green']);
  });
});
