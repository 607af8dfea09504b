import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import { daysApartText, daysBetween, measureOn } from './photo-compare.ts';

const en = testSpeech();

describe('comparing two photos', () => {
  it('counts the calendar days between them in the customer zone', () => {
    expect(daysBetween('2026-09-01T12:00:00Z', '2026-11-01T12:00:00Z', 'UTC')).toBe(61);
    // 23:30 and 00:30 UTC are two days in UTC but one evening in New York.
    expect(daysBetween('2026-11-01T23:30:00Z', '2026-11-02T00:30:00Z', 'UTC')).toBe(1);
    expect(daysBetween('2026-11-01T23:30:00Z', '2026-11-02T00:30:00Z', 'America/New_York')).toBe(0);
    expect(daysBetween('2026-11-01T12:00:00Z', '2026-09-01T12:00:00Z', 'UTC')).toBe(61);
  });

  it('says it in words', () => {
    expect(daysApartText(en.t, 0)).toBe('Same day');
    expect(daysApartText(en.t, 1)).toBe('1 day apart');
    expect(daysApartText(en.t, 61)).toBe('61 days apart');
  });

  it('finds the measurement that stood on a day: the latest on or before it', () => {
    const points = [
      { date: '2026-08-20', value: 6 },
      { date: '2026-09-01', value: 6.1 },
      { date: '2026-10-15', value: 6.3 },
    ];
    expect(measureOn(points, '2026-09-01')).toEqual({ date: '2026-09-01', value: 6.1 });
    expect(measureOn(points, '2026-11-01')).toEqual({ date: '2026-10-15', value: 6.3 });
    expect(measureOn(points, '2026-08-01')).toBeNull();
    expect(measureOn([], '2026-08-01')).toBeNull();
  });
});
