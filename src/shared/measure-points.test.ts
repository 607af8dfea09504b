import { describe, expect, it } from 'vitest';
import {
  EXTRA_POINT_KEYS,
  EXTRA_POINTS,
  MEASURE_POINT_KEYS,
  pointInfo,
  pointRange,
} from './measure-points.ts';
import { MEASURE_MAX } from './schemas/sessions.ts';

describe('measurement points', () => {
  it('are the spec two and the community points, each key once', () => {
    expect(MEASURE_POINT_KEYS).toEqual([
      'length',
      'girth',
      'bpel',
      'nbpel',
      'base_girth',
      'mid_girth',
      'bpfsl',
    ]);
    expect(new Set(MEASURE_POINT_KEYS).size).toBe(MEASURE_POINT_KEYS.length);
  });

  it('each has a label and a quantity (its words on screens are in the catalogs)', () => {
    for (const key of EXTRA_POINT_KEYS) {
      const point = EXTRA_POINTS[key];
      expect(point.label.length).toBeGreaterThan(3);
      expect(['length', 'girth']).toContain(point.quantity);
    }
    expect(EXTRA_POINTS.base_girth.quantity).toBe('girth');
    expect(EXTRA_POINTS.bpel.quantity).toBe('length');
    expect(pointInfo('length')).toEqual({ label: 'Length', quantity: 'length' });
    expect(pointInfo('mid_girth').label).toBe('Mid-shaft girth');
  });

  it('has ranges above 0 that a stored measurement holds in either unit', () => {
    for (const key of EXTRA_POINT_KEYS) {
      const inches = pointRange(key, 'inches');
      const cm = pointRange(key, 'centimeters');
      expect(inches.min).toBeGreaterThan(0);
      expect(cm.max).toBeLessThanOrEqual(MEASURE_MAX);
      expect(cm.min).toBeCloseTo(inches.min * 2.54, 2);
    }
    expect(pointRange('bpel', 'inches')).toEqual({ min: 0.5, max: 15 });
    expect(pointRange('base_girth', 'centimeters')).toEqual({ min: 1.27, max: 30.48 });
  });
});
