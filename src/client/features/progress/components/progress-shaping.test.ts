import { describe, expect, it } from 'vitest';
import { showLanguage, translate } from '#client/lib/i18n/i18n.ts';
import { localFormat } from '#shared/i18n/local-format.ts';
import '../messages.ts';
import { linearScale, MIN_AXIS_SPAN, niceTicks, valueAxis } from './chart-scale.ts';
import { groupTopDevices, OTHER_DEVICES } from './device-groups.ts';
import { formatChange, periodLabel, progressFormat } from './progress-format.ts';
import {
  activityLevel,
  allDaySummary,
  calendarColumns,
  calendarSummary,
  calendarWeeks,
  deviceOrder,
  measureSummary,
  namedPeriods,
  namedWeights,
  periodsSummary,
  stackSegments,
  takenSummary,
  weightSummary,
} from './progress-shaping.ts';

const weeks = [
  {
    start: '2026-11-09',
    sessions: 2,
    minutes: 40,
    devices: [
      { device: 'B', minutes: 30 },
      { device: 'A', minutes: 10 },
    ],
  },
  { start: '2026-11-16', sessions: 1, minutes: 25, devices: [{ device: 'A', minutes: 25 }] },
];

/** English's words, as the screen reads them. */
const EN = { t: translate, f: progressFormat(localFormat('en')) };

describe('progress shaping', () => {
  it('shows every device by the name given (discreet mode), in the sentences too', () => {
    const named = namedPeriods(weeks, (label) => `Device ${label.toLowerCase()}`);
    expect(periodsSummary(named, '12w', EN)).toMatch(/Most minutes with Device a\.$/);
    expect(named.flatMap((week) => week.devices.map((entry) => entry.device))).toEqual([
      'Device b',
      'Device a',
      'Device a',
    ]);
    const weights = namedWeights(
      [{ device: 'W', points: [{ week: '2026-11-16', weight: 4 }] }],
      () => 'Device A',
    );
    expect(weightSummary(weights, 'lb', EN)).toBe(
      'Device A: 4 lbs in the week of Nov 16, 2026, heaviest 4 lbs.',
    );
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
        EN,
      ),
    ).toBe(
      'Length: 6.5 in on Nov 17, 2026; +0.5 in since your first measurement and +0.2 in since the previous.',
    );
    expect(measureSummary('Girth', [], 'cm', EN)).toBe('No girth measurements in this range.');
    expect(periodsSummary(weeks, '4w', EN)).toBe(
      'Last 4 weeks: 65 minutes in 3 sessions. This week: 25 minutes in 1 session. Most minutes with A.',
    );
    expect(periodsSummary([], '1y', EN)).toBe('No training sessions in the last year.');
    expect(periodsSummary(weeks, 'all', EN)).toMatch(/^All time: 65 minutes in 3 sessions\. This month: /);
    expect(allDaySummary(weeks, '12w', EN)).toBe(
      'All-day wear: 0.4 h this week, 1.1 h in the last 12 weeks.',
    );
    expect(
      allDaySummary([{ ...weeks[1], start: '2026-11-16', minutes: 1860 } as (typeof weeks)[0]], '4w', EN),
    ).toBe('All-day wear: 31 h this week, 31 h in the last 4 weeks.');
    expect(allDaySummary([], '12w', EN)).toBe('No all-day wear in the last 12 weeks.');
    expect(
      takenSummary(
        [
          { device: 'Pills', days: 2 },
          { device: 'Gel', days: 1 },
        ],
        '12w',
        EN,
      ),
    ).toBe('In the last 12 weeks: Pills on 2 days, Gel on 1 day.');
    expect(takenSummary([], '4w', EN)).toBe('Nothing taken or used in the last 4 weeks.');
    expect(
      weightSummary(
        [
          {
            device: 'W',
            points: [
              { week: '2026-11-09', weight: 4 },
              { week: '2026-11-16', weight: 3.5 },
            ],
          },
        ],
        'lb',
        EN,
      ),
    ).toBe('W: 3.5 lbs in the week of Nov 16, 2026, heaviest 4 lbs.');
    expect(weightSummary([{ device: 'W', points: [] }], 'lb', EN)).toBe('No weights logged in this range.');
    expect(weightSummary([{ device: 'W', points: [{ week: '2026-11-16', weight: 3.9 }] }], 'kg', EN)).toBe(
      'W: 1.75 kg in the week of Nov 16, 2026, heaviest 1.75 kg.',
    );
    expect(calendarSummary([{ date: '2026-11-17', sessions: 1, minutes: 5 }], '12w', EN)).toBe(
      'Active on 1 day of the last 12 weeks.',
    );
    expect(calendarSummary([], 'all', EN)).toBe('Active on 0 days since your first entry.');
  });

  it('signs changes and picks round ticks', () => {
    expect([0.5, -0.2, 0, -0.001].map(formatChange)).toEqual(['+0.5', '-0.2', '0', '0']);
    expect(niceTicks(0, 55)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(6, 6.5)).toEqual([6, 6.2, 6.4, 6.6]);
    expect(niceTicks(4, 4).length).toBeGreaterThanOrEqual(2);
    expect(linearScale([0, 10], [100, 0])(5)).toBe(50);
    expect(linearScale([3, 3], [100, 0])(3)).toBe(50);
  });

  it('starts the calendar at the first period shown, at most a year back', () => {
    expect(calendarWeeks('2026-11-10', '2026-11-18')).toEqual(['2026-11-09', '2026-11-16']);
    expect(calendarWeeks(null, '2026-11-18')).toEqual(['2026-11-16']);
    const year = calendarWeeks('2020-01-01', '2026-11-18');
    expect(year).toHaveLength(53);
    expect(year.at(-1)).toBe('2026-11-16');
    expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
    expect(periodLabel('2026-11-16', 'week')).toBe('Nov 16');
  });
});

describe('top three devices and Other', () => {
  const period = (start: string, devices: [string, number][]) => ({
    start,
    sessions: devices.length,
    minutes: devices.reduce((sum, [, minutes]) => sum + minutes, 0),
    devices: devices.map(([device, minutes]) => ({ device, minutes })),
  });

  it('keeps the three devices of most minutes by name and adds up the rest as Other, last', () => {
    const periods = [
      period('2026-11-02', [
        ['A', 40],
        ['B', 30],
        ['E', 5],
      ]),
      period('2026-11-09', [
        ['C', 20],
        ['D', 10],
        ['A', 5],
      ]),
    ];
    const grouped = groupTopDevices(periods);
    expect(grouped.order).toEqual(['A', 'B', 'C', OTHER_DEVICES]);
    expect(grouped.periods.map((p) => p.devices)).toEqual([
      [
        { device: 'A', minutes: 40 },
        { device: 'B', minutes: 30 },
        { device: 'Other', minutes: 5 },
      ],
      [
        { device: 'C', minutes: 20 },
        { device: 'A', minutes: 5 },
        { device: 'Other', minutes: 10 },
      ],
    ]);
    // The totals are untouched.
    expect(grouped.periods.map((p) => p.minutes)).toEqual([75, 35]);
  });

  it('names up to three devices without an Other', () => {
    const periods = [
      period('2026-11-02', [
        ['A', 10],
        ['B', 5],
      ]),
    ];
    expect(groupTopDevices(periods)).toEqual({ periods, order: ['A', 'B'] });
  });
});

describe('honest value axis', () => {
  it('spans at least the minimum, centred on the data, so 0.27 in is not drawn as a cliff', () => {
    const { domain, ticks } = valueAxis([5.94, 6.21], MIN_AXIS_SPAN.length.in);
    expect(domain[1] - domain[0]).toBeGreaterThanOrEqual(1);
    // Centred: the data's middle (6.075) is near the domain's middle.
    expect(Math.abs((domain[0] + domain[1]) / 2 - 6.075)).toBeLessThan(0.3);
    expect(ticks[0]).toBe(domain[0]);
    expect(ticks.at(-1)).toBe(domain[1]);
  });

  it('fits wide data with a tenth of padding, never below zero for values that are not', () => {
    // 12–18 padded to 11.4–18.6, widened to round ticks.
    expect(valueAxis([12, 18], MIN_AXIS_SPAN.length.cm).domain).toEqual([10, 20]);
    expect(valueAxis([0.25, 0.5], MIN_AXIS_SPAN.weight.lbs).domain[0]).toBe(0);
    expect(valueAxis([4, 4], MIN_AXIS_SPAN.weight.kg).domain).toEqual([3.6, 4.4]);
    expect(valueAxis([], 1).domain).toEqual([0, 1]);
  });

  it('places days proportionally to time', () => {
    const x = linearScale([Date.parse('2026-01-01'), Date.parse('2026-01-31')], [0, 300]);
    expect(x(Date.parse('2026-01-11'))).toBe(100);
  });

  it('speaks German: sentences, dates and decimals', async () => {
    await showLanguage('de');
    try {
      const DE = { t: translate, f: progressFormat(localFormat('de')) };
      expect(
        measureSummary(
          'Länge',
          [
            { date: '2026-09-01', value: 6, sinceFirst: 0, sincePrevious: null },
            { date: '2026-11-17', value: 6.5, sinceFirst: 0.5, sincePrevious: 0.2 },
          ],
          'cm',
          DE,
        ),
      ).toBe('Länge: 6,5 cm am 17.11.2026; +0,5 cm seit deiner ersten Messung und +0,2 cm seit der vorigen.');
      expect(allDaySummary(weeks, '12w', DE)).toBe(
        'Ganztägiges Tragen: 0,4 Std. diese Woche, 1,1 Std. in den letzten 12 Wochen.',
      );
      expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
      expect(DE.f.period('2026-11-16', 'week')).toBe('16. Nov.');
    } finally {
      await showLanguage('en');
    }
  });
});
