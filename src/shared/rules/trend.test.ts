import { describe, expect, it } from 'vitest';
import { projectTarget, type TrendPoint, trendOf } from './trend.ts';

/** A reading every `every` days from `start`, rising `perDay` a day, with `noise` alternating +/-. */
function series(start: string, count: number, every: number, from: number, perDay: number, noise = 0) {
  const points: TrendPoint[] = [];
  const day0 = Date.parse(`${start}T00:00:00Z`);
  for (let i = 0; i < count; i++) {
    const day = new Date(day0 + i * every * 86_400_000).toISOString().slice(0, 10);
    points.push({ day, value: from + perDay * i * every + (i % 2 === 0 ? noise : -noise) });
  }
  return points;
}

describe('trendOf', () => {
  it('gives the change since the first and the rate per month of the fitted line', () => {
    // 0.01 in a day for 10 weeks: about 0.30 in a month.
    const trend = trendOf(series('2026-01-01', 10, 7, 6, 0.01));
    expect(trend?.sinceFirst).toBeCloseTo(0.63, 5);
    expect(trend?.perMonth).toBeCloseTo(0.304, 2);
  });

  it('gives no rate with too few points or too short a span', () => {
    expect(trendOf(series('2026-01-01', 3, 14, 6, 0.01))?.perMonth).toBeNull();
    expect(trendOf(series('2026-01-01', 6, 3, 6, 0.01))?.perMonth).toBeNull();
    expect(trendOf([])).toBeNull();
    expect(trendOf([{ day: '2026-01-01', value: 6 }])).toEqual({ sinceFirst: 0, perMonth: null });
  });

  it('reads points in any order', () => {
    const points = series('2026-01-01', 8, 7, 6, 0.01);
    expect(trendOf([...points].reverse())).toEqual(trendOf(points));
  });
});

describe('projectTarget', () => {
  const today = '2026-03-12';

  it('says when, at the last 8 weeks’ rate, with a range around it', () => {
    // Readings twice a week for 8 weeks rising 0.01 a day with a little noise; 6.56 on the last day.
    const points = series('2026-01-15', 17, 3.5, 6, 0.01, 0.02);
    const projection = projectTarget(points, 7, today);
    expect(projection.kind).toBe('estimate');
    if (projection.kind !== 'estimate') return;
    expect(projection.earliest <= projection.likely).toBe(true);
    expect(projection.latest === null || projection.likely <= projection.latest).toBe(true);
    // About 0.44 in to go at 0.01 a day: some 44 days from today.
    expect(projection.likely >= '2026-04-20' && projection.likely <= '2026-05-01').toBe(true);
  });

  it('is wider when the readings are noisier', () => {
    const calm = projectTarget(series('2026-01-15', 17, 3.5, 6, 0.01, 0.01), 7, today);
    const noisy = projectTarget(series('2026-01-15', 17, 3.5, 6, 0.01, 0.08), 7, today);
    if (calm.kind !== 'estimate' || noisy.kind !== 'estimate') throw new Error('expected estimates');
    expect(noisy.earliest <= calm.earliest).toBe(true);
    expect(noisy.latest === null || (calm.latest !== null && noisy.latest >= calm.latest)).toBe(true);
  });

  it('needs enough recent points: older ones do not count', () => {
    const old = series('2025-06-01', 20, 7, 6, 0.001);
    const recent = series('2026-03-01', 3, 3, 6.5, 0.01);
    expect(projectTarget([...old, ...recent], 7, today)).toEqual({
      kind: 'not-enough-data',
      points: 3,
      needed: 4,
    });
    expect(projectTarget([], 7, today)).toEqual({ kind: 'not-enough-data', points: 0, needed: 4 });
  });

  it('says not moving when the rate is flat or away from the target', () => {
    expect(projectTarget(series('2026-01-15', 10, 5, 6, 0), 7, today)).toEqual({ kind: 'not-moving' });
    expect(projectTarget(series('2026-01-15', 10, 5, 6.5, -0.005), 7, today)).toEqual({ kind: 'not-moving' });
  });

  it('says reached, and when, once a reading got there', () => {
    const points = [...series('2026-01-15', 6, 7, 6, 0.01), { day: '2026-03-01', value: 7.05 }];
    expect(projectTarget(points, 7, today)).toEqual({ kind: 'reached', on: '2026-03-01' });
  });

  it('leaves the latest open when the slower rate never gets there', () => {
    const points = series('2026-01-15', 6, 7, 6, 0.002, 0.2);
    const projection = projectTarget(points, 7, today);
    expect(projection).toMatchObject({ kind: 'estimate', latest: null });
  });
});
