import { describe, expect, it } from 'vitest';
import { localFormat } from '../i18n/local-format.ts';
import { conversionHint, convertMeasurement, hundredthsIn, unitAbbreviation } from './units.ts';

const en = localFormat('en');

describe('measurement conversion hints', () => {
  it('inches x 2.54 gives centimetres, one decimal', () => {
    expect(conversionHint('6', 'inches', en)).toBe('15.2 cm');
    expect(conversionHint(1, 'inches', en)).toBe('2.5 cm');
    expect(conversionHint('7.25', 'inches', en)).toBe('18.4 cm');
  });

  it('centimetres / 2.54 gives inches, one decimal', () => {
    expect(conversionHint('15', 'centimeters', en)).toBe('5.9 in');
    expect(conversionHint('2.54', 'centimeters', en)).toBe('1.0 in');
    expect(conversionHint(0, 'centimeters', en)).toBe('0.0 in');
  });

  it('rounds half up at the first decimal', () => {
    expect(convertMeasurement(0.25, 'inches')).toBe(0.6); // 0.635
    expect(convertMeasurement(3.81, 'centimeters')).toBe(1.5); // 1.5
  });

  it('shows nothing for empty or non-numbers', () => {
    expect(conversionHint('', 'inches', en)).toBe('');
    expect(conversionHint('abc', 'inches', en)).toBe('');
    expect(conversionHint(null, 'centimeters', en)).toBe('');
  });

  it('abbreviates units', () => {
    expect(unitAbbreviation('inches')).toBe('in');
    expect(unitAbbreviation('centimeters')).toBe('cm');
  });
});

describe('values in another unit, to the hundredth', () => {
  it('keeps a value entered in the unit asked for', () => {
    expect(hundredthsIn(6.25, 'inches', 'inches')).toBe(625);
    expect(hundredthsIn(16.1, 'centimeters', 'centimeters')).toBe(1610);
  });

  it('converts x or / 2.54 and rounds half up, as PostgreSQL does', () => {
    expect(hundredthsIn(6, 'inches', 'centimeters')).toBe(1524);
    expect(hundredthsIn(0.25, 'inches', 'centimeters')).toBe(64); // 0.635: binary 0.6349999… would give 63
    expect(hundredthsIn(16, 'centimeters', 'inches')).toBe(630); // 6.299…
    expect(hundredthsIn(3.81, 'centimeters', 'inches')).toBe(150);
    expect(hundredthsIn(0, 'centimeters', 'inches')).toBe(0);
  });
});
