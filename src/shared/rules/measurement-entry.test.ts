import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import { sessionInputSchema } from '../schemas/sessions.ts';
import { checkMeasurementForm, emptyPointTexts, isMeasurementEmpty, localDay } from './measurement-entry.ts';

const base = { day: '2026-03-07', length: '', girth: '', unit: 'inches' as const, points: emptyPointTexts() };

const en = testSpeech();

describe('checkMeasurementForm', () => {
  it('builds the spec section 7 body, with the chosen day and its start in the browser zone', () => {
    const check = checkMeasurementForm(
      en,
      { ...base, length: '15', unit: 'centimeters' },
      'America/Los_Angeles',
    );
    expect(check).toEqual({
      ok: true,
      body: {
        device: 'Measurement Update',
        duration: 0,
        length: 15,
        girth: null,
        measurementUnit: 'centimeters',
        notes: 'Measurement only entry',
        imageUrl: '',
        date: '2026-03-07T08:00:00.000Z',
        day: '2026-03-07',
        points: {},
      },
    });
    // The server validates with the same schema; the body must pass it.
    if (check.ok) expect(sessionInputSchema([]).safeParse(check.body).success).toBe(true);
  });

  it('needs at least one of length or girth', () => {
    expect(checkMeasurementForm(en, base)).toEqual({
      ok: false,
      field: 'form',
      message: 'Please enter at least one measurement (length or girth)',
    });
    expect(isMeasurementEmpty(base)).toBe(true);
    expect(isMeasurementEmpty({ length: '', girth: '4.5' })).toBe(false);
  });

  it('refuses negative, too large or missing values with a field', () => {
    expect(checkMeasurementForm(en, { ...base, girth: '-1' })).toMatchObject({ ok: false, field: 'girth' });
    expect(checkMeasurementForm(en, { ...base, length: '120' })).toMatchObject({
      ok: false,
      field: 'length',
    });
    expect(checkMeasurementForm(en, { ...base, day: '', length: '6' })).toMatchObject({
      ok: false,
      field: 'day',
    });
  });
});

describe('the optional measurement points', () => {
  it('go in the body as numbers, the empty ones left out', () => {
    const points = { ...emptyPointTexts(), base_girth: '5.25', bpel: ' 7 ' };
    const check = checkMeasurementForm(en, { ...base, length: '6.5', points });
    expect(check).toMatchObject({ ok: true, body: { length: 6.5, points: { base_girth: 5.25, bpel: 7 } } });
    if (check.ok) expect(sessionInputSchema([]).safeParse(check.body).success).toBe(true);
  });

  it('refuse a value out of the point range in the unit chosen, naming the point', () => {
    const points = { ...emptyPointTexts(), base_girth: '13' };
    expect(checkMeasurementForm(en, { ...base, length: '6', points })).toEqual({
      ok: false,
      field: 'base_girth',
      message: 'Base girth must be between 0.5 and 12 in',
    });
    expect(checkMeasurementForm(en, { ...base, unit: 'centimeters', length: '15', points })).toMatchObject({
      ok: true,
      body: { points: { base_girth: 13 } },
    });
  });

  it('do not count as the length or girth the spec asks for', () => {
    const points = { ...emptyPointTexts(), mid_girth: '5' };
    expect(checkMeasurementForm(en, { ...base, points })).toMatchObject({ ok: false, field: 'form' });
  });
});

describe('localDay', () => {
  it('formats the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
