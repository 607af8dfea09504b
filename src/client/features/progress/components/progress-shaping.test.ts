import { describe, expect, it } from 'vitest';
import { linearScale, niceTicks } from './chart-scale.ts';
import { formatChange } from './progress-format.ts';
import {
  activityLevel,
  calendarColumns,
  calendarSummary,
  deviceOrder,
  measureSummary,
  namedWeeks,
  namedWeights,
  stackSegments,
  weeksSummary,
  weightSummary,
} from './progress-shaping.ts';

const weeks = [
  {
    week: '2026-11-09',
    sessions: 2,
    minutes: 40,
    devices: [
      { device: 'B', minutes: 30 },
      { device: 'A', minutes: 10 },
    ],
  },
  { week: '2026-11-16', sessions: 1, minutes: 25, devices: [{ device: 'A', minutes: 25 }] },
];

describe('progress shaping', () => {
  it('shows every device by the name given (discreet mode), in the sentences too', () => {
    const named = namedWeeks(weeks, (label) => `Device ${label.toLowerCase()}`);
    expect(weeksSummary(named)).toMatch(/Most minutes with Device a\.$/);
    expect(named.flatMap((week) => week.devices.map((entry) => entry.device))).toEqual([
      'Device b',
      'Device a',
      'Device a',
    ]);
    const weights = namedWeights(
      [{ device: 'W', points: [{ week: '2026-11-16', weight: 4 }] }],
      () => 'Device A',
    );
    expect(weightSummary(weights)).toBe('Device A: 4 lbs in the week of Nov 16, 2026, heaviest ever 4 lbs.');
  });

  it('orders devices by total minutes and stacks each week in that order', () => {
    expect(deviceOrder(weeks)).toEqual(['A', 'B']);
    expect(stackSegments(weeks[0] as (typeof weeks)[0], ['A', 'B'])).toEqual([
      { device: 'A', y0: 0, y1: 10 },
      { device: 'B', y0: 10, y1: 40 },
    ]);
  });

  it('lays the calendar out Monday first, marking future days and activity levels', () => {
    const columns = calendarColumns(
      ['2026-11-16'],
      [{ date: '2026-11-17', sessions: 2, minutes: 35 }],
      '2026-11-18',
    );
    expect(columns[0]?.map((cell) => cell.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(columns[0]?.[1]).toEqual({
      date: '2026-11-17',
      minutes: 35,
      sessions: 2,
      level: 3,
      future: false,
    });
    expect(columns[0]?.[3]?.future).toBe(true);
    expect([0, 15, 16, 30, 60, 61].map(activityLevel)).toEqual([0, 1, 2, 2, 3, 4]);
  });

  it('writes the sentences a screen reader reads', () => {
    expect(
      measureSummary(
        'Length',
        [
          { date: '2026-09-01', value: 6, sinceFirst: 0, sincePrevious: null },
          { date: '2026-11-17', value: 6.5, sinceFirst: 0.5, sincePrevious: 0.2 },
        ],
        'in',
      ),
    ).toBe(
      'Length: 6.5 in on Nov 17, 2026; +0.5 in since the first (6 in on Sep 1, 2026) and +0.2 in since the previous.',
    );
    expect(measureSummary('Girth', [], 'cm')).toBe('No girth measurements yet.');
    expect(weeksSummary(weeks)).toBe(
      'Last 2 weeks: 65 minutes in 3 sessions. This week: 25 minutes in 1 session. Most minutes with A.',
    );
    expect(
      weightSummary([
        {
          device: 'W',
          points: [
            { week: '2026-11-09', weight: 4 },
            { week: '2026-11-16', weight: 3.5 },
          ],
        },
      ]),
    ).toBe('W: 3.5 lbs in the week of Nov 16, 2026, heaviest ever 4 lbs.');
    expect(weightSummary([{ device: 'W', points: [] }])).toBe('No weights logged yet.');
    expect(weightSummary([{ device: 'W', points: [{ week: '2026-11-16', weight: 3.9 }] }], 'kg')).toBe(
      'W: 1.75 kg in the week of Nov 16, 2026, heaviest ever 1.75 kg.',
    );
    expect(calendarSummary([{ date: '2026-11-17', sessions: 1, minutes: 5 }], 12)).toBe(
      'Active on 1 day of the last 12 weeks.',
    );
  });

  it('signs changes and picks round ticks', () => {
    expect([0.5, -0.2, 0, -0.001].map(formatChange)).toEqual(['+0.5', '-0.2', '0', '0']);
    expect(niceTicks(0, 55)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(6, 6.5)).toEqual([6, 6.2, 6.4, 6.6]);
    expect(niceTicks(4, 4).length).toBeGreaterThanOrEqual(2);
    expect(linearScale([0, 10], [100, 0])(5)).toBe(50);
    expect(linearScale([3, 3], [100, 0])(3)).toBe(50);
  });
});
