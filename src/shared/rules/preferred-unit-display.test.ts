import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import { isConverted, measureDetails, sessionDetails } from './session-display.ts';

const en = testSpeech();

const entry = {
  device: 'Measurement Update',
  duration: 0,
  weight: null,
  length: 6,
  girth: 12.7,
  measurementUnit: 'inches' as const,
  date: '2026-11-01T11:00:00.000Z',
};

describe('entries in the preferred unit', () => {
  it('are converted to one decimal (2.54), and shown as entered without a preference', () => {
    expect(measureDetails(en, entry, 'centimeters')).toEqual(['Length: 15.2 cm', 'Girth: 32.3 cm']);
    expect(measureDetails(en, { ...entry, length: 15.24, measurementUnit: 'centimeters' }, 'inches')[0]).toBe(
      'Length: 6 in',
    );
    expect(measureDetails(en, entry)).toEqual(['Length: 6 in', 'Girth: 12.7 in']);
    expect(measureDetails(en, entry, 'inches')).toEqual(['Length: 6 in', 'Girth: 12.7 in']);
  });

  it('know when they were converted, and a session keeps its minutes and weight', () => {
    expect(isConverted(entry, 'centimeters')).toBe(true);
    expect(isConverted(entry, 'inches')).toBe(false);
    expect(isConverted(entry, undefined)).toBe(false);
    const session = { ...entry, device: 'Pills', duration: 20, weight: null, girth: null };
    expect(sessionDetails(en, session, 'centimeters')).toEqual(['20 minutes', 'Length: 15.2 cm']);
  });
});
