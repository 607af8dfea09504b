import { describe, expect, it } from 'vitest';
import { conversionHint, convertMeasurement, unitAbbreviation } from './units.ts';

describe('measurement conversion hints', () => {
  it('inches x 2.54 gives centimetres, one decimal', () => {
    expect(conversionHint('6', 'inches')).toBe('15.2 cm');
    expect(conversionHint(1, 'inches')).toBe('2.5 cm');
    expect(conversionHint('7.25', 'inches')).toBe('18.4 cm');
  });

  it('centimetres / 2.54 gives inches, one decimal', () => {
    expect(conversionHint('15', 'centimeters')).toBe('5.9 in');
    expect(conversionHint('2.54', 'centimeters')).toBe('1.0 in');
    expect(conversionHint(0, 'centimeters')).toBe('0.0 in');
  });

  it('rounds half up at the first decimal', () => {
    expect(convertMeasurement(0.25, 'inches')).toBe(0.6); // 0.635
    expect(convertMeasurement(3.81, 'centimeters')).toBe(1.5); // 1.5
  });

  it('shows nothing for empty or non-numbers', () => {
    expect(conversionHint('', 'inches')).toBe('');
    expect(conversionHint('abc', 'inches')).toBe('');
    expect(conversionHint(null, 'centimeters')).toBe('');
  });

  it('abbreviates units', () => {
    expect(unitAbbreviation('inches')).toBe('in');
    expect(unitAbbreviation('centimeters')).toBe('cm');
  });
});
