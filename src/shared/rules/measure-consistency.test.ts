import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import { CONSISTENCY_TOLERANCE, consistencyHint, disagreement } from './measure-consistency.ts';

describe('disagreement', () => {
  it('is null for one measurement of the day', () => {
    expect(disagreement([6.5], 'length', 'inches')).toBeNull();
  });

  it('lets lengths differ by up to 0.25 in and 0.6 cm', () => {
    expect(CONSISTENCY_TOLERANCE.length).toEqual({ inches: 0.25, centimeters: 0.6 });
    expect(disagreement([6.5, 6.75], 'length', 'inches')).toBeNull();
    expect(disagreement([6.5, 6.76], 'length', 'inches')).toBe(0.26);
    expect(disagreement([16.5, 17.1], 'length', 'centimeters')).toBeNull();
    expect(disagreement([16.5, 17.2], 'length', 'centimeters')).toBe(0.7);
  });

  it('lets girths differ by up to 0.2 in and 0.5 cm', () => {
    expect(CONSISTENCY_TOLERANCE.girth).toEqual({ inches: 0.2, centimeters: 0.5 });
    expect(disagreement([5, 5.2], 'girth', 'inches')).toBeNull();
    expect(disagreement([5, 5.4], 'girth', 'inches')).toBe(0.4);
    expect(disagreement([12.7, 13.2], 'girth', 'centimeters')).toBeNull();
    expect(disagreement([12.7, 13.3], 'girth', 'centimeters')).toBe(0.6);
  });

  it('takes the spread of the largest and the smallest of several', () => {
    expect(disagreement([5.1, 5.0, 5.35], 'girth', 'inches')).toBe(0.35);
  });
});

const en = testSpeech();

describe('consistencyHint', () => {
  it('names the point, the day, the difference and what to do', () => {
    expect(consistencyHint(en, 'length', { date: '2026-11-03', count: 2, spread: 0.4 }, 'inches')).toBe(
      'Two length measurements on Nov 3 differ by 0.4 in. Measure at the same time of day, the same way, and log the average.',
    );
  });

  it('says "up to" for three or more', () => {
    expect(
      consistencyHint(en, 'base_girth', { date: '2026-01-30', count: 3, spread: 1.25 }, 'centimeters'),
    ).toBe(
      '3 base girth measurements on Jan 30 differ by up to 1.25 cm. Measure at the same time of day, the same way, and log the average.',
    );
  });
});
