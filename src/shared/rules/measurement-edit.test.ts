import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import { measurementFormValuesOf } from './measurement-edit.ts';
import { checkMeasurementForm, emptyPointTexts } from './measurement-entry.ts';

describe('measurementFormValuesOf', () => {
  it('fills the form with the chosen day, measures and unit, and saving it unchanged keeps the entry', () => {
    // Chosen as Nov 22 in Pacific/Auckland: stored at the start of that day there (Nov 21, 11:00 UTC).
    const entry = {
      date: '2026-11-21T11:00:00.000Z',
      day: '2026-11-22',
      length: 6.25,
      girth: null,
      measurementUnit: 'centimeters' as const,
    };
    const values = measurementFormValuesOf(entry);
    expect(values).toEqual({
      day: '2026-11-22',
      length: '6.25',
      girth: '',
      unit: 'centimeters',
      points: emptyPointTexts(),
    });
    const check = checkMeasurementForm(testSpeech(), values, 'Pacific/Auckland');
    expect(check).toMatchObject({
      ok: true,
      body: {
        date: entry.date,
        day: '2026-11-22',
        length: 6.25,
        girth: null,
        measurementUnit: 'centimeters',
      },
    });
  });

  it('takes the UTC day of an entry stored before days were kept (noon UTC of the chosen day)', () => {
    const entry = {
      date: '2026-11-22T12:00:00.000Z',
      day: null,
      length: null,
      girth: 5,
      measurementUnit: 'inches' as const,
    };
    expect(measurementFormValuesOf(entry).day).toBe('2026-11-22');
  });

  it('fills the optional points, and saving unchanged sends the same set', () => {
    const entry = {
      date: '2026-11-22T12:00:00.000Z',
      day: '2026-11-22',
      length: 6,
      girth: null,
      measurementUnit: 'inches' as const,
      points: { base_girth: 5.25, bpfsl: 6 },
    };
    const values = measurementFormValuesOf(entry);
    expect(values.points).toEqual({ ...emptyPointTexts(), base_girth: '5.25', bpfsl: '6' });
    expect(checkMeasurementForm(testSpeech(), values, 'UTC')).toMatchObject({
      ok: true,
      body: { points: entry.points },
    });
  });
});
