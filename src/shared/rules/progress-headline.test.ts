import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import { type DayValue, type HeadlineInput, headlineText, signedChange } from './progress-headline.ts';

const weekly = (start: string, values: number[]): DayValue[] =>
  values.map((value, index) => ({
    date: new Date(Date.parse(`${start}T00:00:00Z`) + index * 7 * 86_400_000).toISOString().slice(0, 10),
    value,
  }));

const en = testSpeech();

const input = (over: Partial<HeadlineInput>): HeadlineInput => ({
  quantity: 'length',
  unit: 'in',
  ends: { first: null, latest: null, count: 0 },
  points: [],
  range: '12w',
  today: '2026-11-18',
  ...over,
});

describe('headlineText', () => {
  it('says there is nothing yet, or one measurement so far', () => {
    expect(headlineText(en, input({}))).toBe('Length: no measurements yet.');
    const one = { date: '2026-03-03', value: 6 };
    expect(headlineText(en, input({ ends: { first: one, latest: one, count: 1 }, points: [one] }))).toBe(
      'Length: one measurement so far (6 in on Mar 3).',
    );
  });

  it('gives the change since the first, in the range, and the least-squares rate per month', () => {
    // Weekly from Aug 31 to Nov 16 (12 values), 0.01 in a week: about 0.04 in a month.
    const points = weekly(
      '2026-08-31',
      [6.1, 6.11, 6.12, 6.13, 6.14, 6.15, 6.16, 6.17, 6.18, 6.19, 6.2, 6.21],
    );
    const text = headlineText(
      en,
      input({
        ends: {
          first: { date: '2026-03-03', value: 5.94 },
          latest: { date: '2026-11-16', value: 6.21 },
          count: 20,
        },
        points,
      }),
    );
    expect(text).toBe(
      'Length: +0.27 in since your first measurement (Mar 3), +0.11 in in the last 12 weeks — about +0.04 in a month.',
    );
  });

  it('writes the year of a first day of another year, and leaves the range out for all time', () => {
    const points = weekly('2025-12-01', [6, 6.1, 6.2, 6.3, 6.4]);
    const text = headlineText(
      en,
      input({
        range: 'all',
        ends: { first: points[0] ?? null, latest: points.at(-1) ?? null, count: 5 },
        points,
      }),
    );
    expect(text).toMatch(
      /^Length: \+0\.4 in since your first measurement \(Dec 1, 2025\) — about \+0\.43 in a month\.$/,
    );
  });

  it('is honest about too few values in the range for a rate', () => {
    const first = { date: '2026-03-03', value: 6 };
    const latest = { date: '2026-11-10', value: 6.5 };
    const base = { ends: { first, latest, count: 3 } };
    expect(headlineText(en, input({ ...base, range: '4w', points: [] }))).toBe(
      'Length: +0.5 in since your first measurement (Mar 3), none in the last 4 weeks. ' +
        'A rate per month needs 4 measurements over 3 weeks or more in the range.',
    );
    expect(headlineText(en, input({ ...base, range: '4w', points: [latest] }))).toMatch(
      /, one measurement in the last 4 weeks\. A rate per month needs/,
    );
    expect(
      headlineText(en, input({ ...base, points: [{ date: '2026-11-01', value: 6.4 }, latest] })),
    ).toMatch(/, \+0\.1 in in the last 12 weeks\. A rate per month needs/);
  });

  it('says when the rate rounds to nothing, and writes a falling weight in kg', () => {
    const flat = weekly('2026-09-01', [3, 3, 3, 3, 3]);
    expect(
      headlineText(
        en,
        input({
          quantity: 'weight',
          unit: 'kg',
          ends: { first: { date: '2026-01-05', value: 3.5 }, latest: flat.at(-1) ?? null, count: 9 },
          points: flat,
          weekly: true,
        }),
      ),
    ).toBe(
      'Hanging weight: -0.5 kg since your first logged weight (week of Jan 5), 0 kg in the last 12 weeks: about the same from month to month.',
    );
    const week = { date: '2026-11-16', value: 4 };
    expect(
      headlineText(
        en,
        input({
          quantity: 'weight',
          unit: 'lbs',
          ends: { first: week, latest: week, count: 1 },
          weekly: true,
        }),
      ),
    ).toBe('Hanging weight: one logged weight so far (4 lbs in the week of Nov 16).');
  });
});

describe('signedChange', () => {
  it('signs and rounds to 2 decimals', () => {
    expect(signedChange(0.271, en.format)).toBe('+0.27');
    expect(signedChange(-0.1, en.format)).toBe('-0.1');
    expect(signedChange(0.001, en.format)).toBe('0');
    expect(signedChange(6.3 - 6, en.format)).toBe('+0.3');
  });
});
