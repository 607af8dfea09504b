import { describe, expect, it } from 'vitest';
import { localFormat } from '../i18n/local-format.ts';
import { testSpeech } from '../i18n/test-speech.ts';
import { sessionInputSchema } from '../schemas/sessions.ts';
import {
  dayHasBegun,
  dayInZone,
  formatEntryDate,
  isCalendarDay,
  startOfDayInZone,
  startsDaySomewhere,
} from './entry-dates.ts';
import { checkMeasurementForm, emptyPointTexts } from './measurement-entry.ts';

describe('the start of a calendar day in a time zone', () => {
  it('is midnight there, as an instant', () => {
    expect(startOfDayInZone('2026-11-22', 'Pacific/Auckland').toISOString()).toBe('2026-11-21T11:00:00.000Z');
    expect(startOfDayInZone('2026-11-22', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-22T08:00:00.000Z',
    );
    expect(startOfDayInZone('2026-11-22', 'UTC').toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('follows clock changes (Los Angeles moves to PDT on 8 March 2026, Auckland to NZST on 5 April)', () => {
    expect(startOfDayInZone('2026-03-08', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T08:00:00.000Z',
    );
    expect(startOfDayInZone('2026-03-09', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-09T07:00:00.000Z',
    );
    expect(startOfDayInZone('2026-04-06', 'Pacific/Auckland').toISOString()).toBe('2026-04-05T12:00:00.000Z');
  });

  it('is its first moment when the clock skips midnight (Santiago, 6 September 2026)', () => {
    const start = startOfDayInZone('2026-09-06', 'America/Santiago');
    expect(dayInZone(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayInZone(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it('reads back as the same day in that zone', () => {
    for (const zone of [
      'Pacific/Auckland',
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ]) {
      expect(dayInZone(startOfDayInZone('2026-11-22', zone), zone)).toBe('2026-11-22');
      expect(startsDaySomewhere('2026-11-22', startOfDayInZone('2026-11-22', zone))).toBe(true);
    }
  });
});

describe('calendar days', () => {
  it('are real YYYY-MM-DD days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('22/11/2026')).toBe(false);
  });

  it('an instant more than 14 hours before or 12 after UTC midnight starts the day nowhere', () => {
    expect(startsDaySomewhere('2026-11-22', new Date('2026-11-21T09:59:59Z'))).toBe(false);
    expect(startsDaySomewhere('2026-11-22', new Date('2026-11-22T12:00:01Z'))).toBe(false);
  });

  it('a day that has not begun anywhere, even a day ahead, is in the future', () => {
    const now = Date.parse('2026-11-22T09:00:00Z');
    expect(dayHasBegun('2026-11-23', now)).toBe(true);
    // Nov 24 begins on Kiritimati (UTC+14) at 10:00 UTC on Nov 23: more than a day ahead.
    expect(dayHasBegun('2026-11-24', now)).toBe(false);
  });
});

describe('what the lists show', () => {
  it('a measurement entry shows its chosen day, the same in every zone', () => {
    const entry = { date: '2026-11-21T11:00:00.000Z', day: '2026-11-22' };
    expect(formatEntryDate(localFormat('en'), entry)).toBe('Nov 22, 2026');
  });

  it('a session shows its day and time of day', () => {
    expect(formatEntryDate(localFormat('en'), { date: '2026-11-21T19:30:00.000Z', day: null })).toMatch(
      /^Nov 2[12], 2026, \d{1,2}:30 [AP]M$/,
    );
  });
});

describe('the measurement form', () => {
  it('sends the chosen day and its start in the browser zone (Nov 22 in Auckland stays Nov 22)', () => {
    const check = checkMeasurementForm(
      testSpeech(),
      { day: '2026-11-22', length: '6.5', girth: '', unit: 'inches', points: emptyPointTexts() },
      'Pacific/Auckland',
    );
    expect(check).toMatchObject({ ok: true, body: { day: '2026-11-22', date: '2026-11-21T11:00:00.000Z' } });
    if (!check.ok) return;
    // The server's schema accepts what the form builds.
    const parsed = sessionInputSchema([]).safeParse(check.body);
    expect(parsed.success).toBe(true);
  });
});
