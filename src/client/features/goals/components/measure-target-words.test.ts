import { describe, expect, it } from 'vitest';
import { showLanguage, translate } from '#client/lib/i18n/i18n.ts';
import { localFormat } from '#shared/i18n/local-format.ts';
import type { MeasureTarget } from '#shared/schemas/measure-targets.ts';
import '../messages.ts';
import { dayWords, monthRange, progressWords, projectionWords } from './measure-target-words.ts';

const TODAY = '2026-11-27';
const EN = { t: translate, format: localFormat('en') };
const target = (overrides: Partial<MeasureTarget> = {}): MeasureTarget => ({
  point: 'length',
  value: 7,
  unit: 'inches',
  date: '2026-12-01',
  points: [
    { day: '2026-10-01', value: 6.1 },
    { day: '2026-11-20', value: 6.3 },
  ],
  projection: { kind: 'not-enough-data', points: 2, needed: 4 },
  ...overrides,
});
const estimate = (earliest: string, latest: string | null) =>
  target({ date: '2027-09-01', projection: { kind: 'estimate', likely: earliest, earliest, latest } });

describe('the measurement target words', () => {
  it('writes days and month ranges', () => {
    expect(dayWords('2026-10-01', TODAY)).toBe('Oct 1');
    expect(dayWords('2027-03-03', TODAY)).toBe('Mar 3, 2027');
    expect(monthRange('2027-08-10', '2027-10-02')).toBe('Aug–Oct 2027');
    expect(monthRange('2027-12-10', '2028-02-02')).toBe('Dec 2027–Feb 2028');
    expect(monthRange('2027-08-01', '2027-08-30')).toBe('Aug 2027');
  });

  it('tells the progress: the newest measurement of the target and what is left by the date', () => {
    expect(progressWords(target(), TODAY, EN)).toEqual({
      text: '6.3 of 7 in; 0.7 in to go by Dec 1',
      filled: 0.9,
    });
    expect(progressWords(target({ unit: 'centimeters', value: 17.8, points: [] }), TODAY, EN)).toEqual({
      text: 'No measurements yet; target 17.8 cm by Dec 1',
      filled: 0,
    });
    const reached = target({
      points: [{ day: '2026-11-01', value: 7.2 }],
      projection: { kind: 'reached', on: '2026-11-01' },
    });
    expect(progressWords(reached, TODAY, EN)).toEqual({ text: '7.2 of 7 in; target reached', filled: 1 });
  });

  it('says each kind of projection plainly', () => {
    expect(projectionWords(target(), TODAY, EN)).toEqual({
      text: 'Not enough data yet: 2 of 4 measurements in the last 8 weeks',
      timing: null,
    });
    expect(
      projectionWords(target({ projection: { kind: 'not-enough-data', points: 5, needed: 4 } }), TODAY, EN)
        .text,
    ).toBe("Not enough data yet: the last 8 weeks' measurements need to span 3 weeks");
    expect(projectionWords(target({ projection: { kind: 'not-moving' } }), TODAY, EN).text).toBe(
      'Not moving towards it at the moment',
    );
    expect(
      projectionWords(target({ projection: { kind: 'reached', on: '2026-03-03' } }), TODAY, EN).text,
    ).toBe('Reached on Mar 3');
  });

  it('gives an estimate as a range of months, and where it lands against the date', () => {
    expect(projectionWords(estimate('2027-06-10', '2027-08-20'), TODAY, EN)).toEqual({
      text: "At your last 8 weeks' rate: around Jun–Aug 2027",
      timing: 'That is before your date.',
    });
    expect(projectionWords(estimate('2027-10-10', '2027-12-20'), TODAY, EN)).toEqual({
      text: "At your last 8 weeks' rate: around Oct–Dec 2027",
      timing: 'That is after your date.',
    });
    expect(projectionWords(estimate('2027-08-10', null), TODAY, EN)).toEqual({
      text: "At your last 8 weeks' rate: around Aug 2027 or later",
      timing: 'Your date is within that range.',
    });
    expect(projectionWords(estimate('2027-08-10', '2027-10-20'), TODAY, EN).timing).toBe(
      'Your date is within that range.',
    );
  });

  it('speaks German, with its dates and decimals', async () => {
    await showLanguage('de');
    try {
      const DE = { t: translate, format: localFormat('de') };
      expect(progressWords(target(), TODAY, DE).text).toBe('6,3 von 7 in; noch 0,7 in bis 1. Dez.');
      expect(projectionWords(estimate('2027-08-10', '2027-10-20'), TODAY, DE).text).toBe(
        'Im Tempo der letzten 8 Wochen: etwa Aug.–Okt. 2027',
      );
    } finally {
      await showLanguage('en');
    }
  });
});
