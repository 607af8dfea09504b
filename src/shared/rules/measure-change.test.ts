import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import { measureChange, type StoredMeasure } from './measure-change.ts';
import { changeRowText, changeSentence, endDayText, signedText } from './measure-change-text.ts';

const at = (date: string, value: number, unit: StoredMeasure['unit'], day: string | null = null) => ({
  date,
  day,
  value,
  unit,
});
const MAR_3 = at('2026-03-03T00:00:00.000Z', 6, 'inches', '2026-03-03');
const NOW = new Date('2026-11-18T12:00:00Z');
const en = testSpeech();

describe('the change since the first measurement', () => {
  it('compares values entered in inches and centimetres in the unit asked for', () => {
    const latest = at('2026-11-17T19:00:00.000Z', 16.76, 'centimeters');
    expect(measureChange(3, MAR_3, latest, 'inches')).toEqual({
      entries: 3,
      first: { date: MAR_3.date, day: '2026-03-03', value: 6 },
      latest: { date: latest.date, day: null, value: 6.6 },
      change: 0.6,
    });
    // In centimetres: 6 in is 15.24 cm; the change is of the hundredths, exact.
    expect(measureChange(3, MAR_3, latest, 'centimeters').change).toBe(1.52);
  });

  it('has no change with one value, and a fall below zero', () => {
    expect(measureChange(1, MAR_3, MAR_3, 'inches').change).toBe(0);
    expect(measureChange(2, MAR_3, at('2026-04-01T00:00:00.000Z', 5.75, 'inches'), 'inches').change).toBe(
      -0.25,
    );
  });
});

describe('the change in words', () => {
  const change = (entries: number, first: number, latest: number) =>
    measureChange(
      entries,
      at(MAR_3.date, first, 'inches', '2026-03-03'),
      at(NOW.toISOString(), latest, 'inches'),
      'inches',
    );

  it('writes a signed change with at most two decimals', () => {
    expect(signedText(0.6, en.format)).toBe('+0.6');
    expect(signedText(-0.25, en.format)).toBe('-0.25');
    expect(signedText(0.001, en.format)).toBe('0');
    expect(signedText(2, en.format)).toBe('+2');
  });

  it('dates the first measurement by its own day, with the year when it was another year', () => {
    expect(endDayText(en.format, { date: MAR_3.date, day: '2026-03-03', value: 6 }, NOW)).toBe('Mar 3');
    expect(
      endDayText(en.format, { date: '2025-03-02T23:00:00.000Z', day: '2025-03-03', value: 6 }, NOW),
    ).toBe('Mar 3, 2025');
  });

  it('shows the change since the first, no change, or the first measurement alone', () => {
    expect(changeRowText(en, change(2, 6, 6.6), 'in', NOW)).toEqual({
      figure: '+0.6 in',
      note: 'since Mar 3',
    });
    expect(changeRowText(en, change(2, 6.6, 6.4), 'in', NOW)).toEqual({
      figure: '-0.2 in',
      note: 'since Mar 3',
    });
    expect(changeRowText(en, change(4, 6, 6), 'in', NOW)).toEqual({
      figure: 'No change',
      note: 'since Mar 3',
    });
    expect(changeRowText(en, change(1, 6.5, 6.5), 'in', NOW)).toEqual({
      figure: '6.5 in',
      note: 'first measurement',
    });
  });

  it('reads as words after the name, units in full', () => {
    expect(changeSentence(en, change(2, 6, 6.6), 'inches', NOW)).toBe(
      'up 0.6 inches since Mar 3, from 6 to 6.6 inches.',
    );
    expect(changeSentence(en, change(2, 6, 5), 'inches', NOW)).toBe(
      'down 1 inch since Mar 3, from 6 to 5 inches.',
    );
    expect(changeSentence(en, change(3, 5, 5), 'inches', NOW)).toBe(
      'no change since Mar 3, from 5 to 5 inches.',
    );
    expect(changeSentence(en, change(1, 6.5, 6.5), 'inches', NOW)).toBe(
      '6.5 inches on Mar 3, your first measurement.',
    );
    const cm = measureChange(2, MAR_3, at(NOW.toISOString(), 16, 'centimeters'), 'centimeters');
    expect(changeSentence(en, cm, 'centimeters', NOW)).toBe(
      'up 0.76 centimeters since Mar 3, from 15.24 to 16 centimeters.',
    );
  });
});
