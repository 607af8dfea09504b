import { describe, expect, it } from 'vitest';
import { measurementFormValuesOf } from './measurement-edit.ts';
import { checkMeasurementForm } from './measurement-entry.ts';

describe('measurementFormValuesOf', () => {
  it('fills the form with the saved day, measures and unit, and saving it unchanged keeps the entry', () => {
    const entry = {
      date: '2026-11-22T12:00:00.000Z',
      length: 6.25,
      girth: null,
      measurementUnit: 'centimeters' as const,
    };
    const values = measurementFormValuesOf(entry);
    expect(values).toEqual({ day: '2026-11-22', length: '6.25', girth: '', unit: 'centimeters' });
    const check = checkMeasurementForm(values);
    expect(check).toMatchObject({
      ok: true,
      body: { date: entry.date, length: 6.25, girth: null, measurementUnit: 'centimeters' },
    });
  });
});
