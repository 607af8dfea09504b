import { describe, expect, it } from 'vitest';
import { testSpeech } from '../i18n/test-speech.ts';
import {
  entryNotes,
  formatSessionDate,
  formatWeight,
  measureText,
  profileDurationText,
  sessionDetails,
} from './session-display.ts';

const en = testSpeech();

const session = {
  device: 'Adjustable Penis Weight Hanging System',
  duration: 30,
  weight: 2.5,
  length: null,
  girth: null,
  measurementUnit: 'inches' as const,
  date: '2026-03-07T12:00:00.000Z',
};

describe('sessionDetails', () => {
  it('shows duration in minutes and the optional weight in lbs for a session', () => {
    expect(sessionDetails(en, session)).toEqual(['30 minutes', '2.5 lbs']);
    expect(sessionDetails(en, { ...session, weight: null })).toEqual(['30 minutes']);
  });

  it('shows the weight in kg to a customer who chose kg, from the pounds stored', () => {
    expect(sessionDetails(en, { ...session, weight: 3.9 }, undefined, 'kg')).toEqual([
      '30 minutes',
      '1.75 kg',
    ]);
    expect(sessionDetails(en, { ...session, weight: 3.9 }, undefined, 'lb')).toEqual([
      '30 minutes',
      '3.9 lbs',
    ]);
  });

  it('writes one minute in the singular, and a long session with its thousands separated', () => {
    expect(sessionDetails(en, { ...session, duration: 1, weight: null })).toEqual(['1 minute']);
    // A product marked taken from the home has no minutes (docs/decisions/061).
    expect(sessionDetails(en, { ...session, device: 'Pills', duration: 0, weight: null })).toEqual(['Taken']);
    expect(sessionDetails(en, { ...session, duration: 1440, weight: null })).toEqual(['1,440 minutes']);
  });

  it("keeps the spec's words in the profile's table: 'N minutes' for every N", () => {
    expect(profileDurationText(en, 1)).toBe('1 minutes');
    expect(profileDurationText(en, 30)).toBe('30 minutes');
  });

  it('shows length and girth with unit instead for a measurement-only entry', () => {
    const entry = { ...session, device: 'Measurement Update', duration: 0, weight: null };
    expect(
      sessionDetails(en, { ...entry, length: 15, girth: 12.25, measurementUnit: 'centimeters' }),
    ).toEqual(['Length: 15 cm', 'Girth: 12.25 cm']);
    expect(sessionDetails(en, { ...entry, girth: 5 })).toEqual(['Girth: 5 in']);
  });
});

describe('formatting', () => {
  it('formats dates and weights', () => {
    expect(formatSessionDate(en.format, '2026-03-07T12:00:00.000Z')).toBe('Mar 7, 2026');
    expect(formatSessionDate(en.format, 'nonsense')).toBe('nonsense');
    expect(formatWeight(en.format, null)).toBeNull();
    expect(formatWeight(en.format, 10)).toBe('10 lbs');
    expect(formatWeight(en.format, 9.9, 'kg')).toBe('4.5 kg');
  });
});

describe("an entry's detail", () => {
  it('shows a length or girth as entered, and in the preferred unit after it when that is another', () => {
    expect(measureText(en.format, 6.5, { measurementUnit: 'inches' })).toBe('6.5 in');
    expect(measureText(en.format, 6.5, { measurementUnit: 'inches' }, 'inches')).toBe('6.5 in');
    expect(measureText(en.format, 6.5, { measurementUnit: 'inches' }, 'centimeters')).toBe(
      '6.5 in (16.5 cm)',
    );
    expect(measureText(en.format, 15, { measurementUnit: 'centimeters' }, 'inches')).toBe('15 cm (5.9 in)');
    expect(measureText(en.format, null, { measurementUnit: 'inches' }, 'centimeters')).toBeNull();
  });

  it("shows what the customer wrote, not a measurement entry's fixed text", () => {
    expect(entryNotes({ device: 'Pills', notes: '  Felt good\nwarm-up first ' })).toBe(
      'Felt good\nwarm-up first',
    );
    expect(entryNotes({ device: 'Pills', notes: 'Warm-up\r\nthen 2.5 lbs' })).toBe('Warm-up\nthen 2.5 lbs');
    expect(entryNotes({ device: 'Measurement Update', notes: 'Measurement only entry' })).toBe('');
    expect(entryNotes({ device: 'Measurement Update', notes: 'After a rest week' })).toBe(
      'After a rest week',
    );
    // A session whose notes happen to read so keeps them: they are the customer's.
    expect(entryNotes({ device: 'Pills', notes: 'Measurement only entry' })).toBe('Measurement only entry');
    expect(entryNotes({ device: 'Pills', notes: '' })).toBe('');
  });
});
