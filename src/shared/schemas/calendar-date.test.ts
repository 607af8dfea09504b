import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../rules/entry-dates.ts';
import { calendarDate, calendarDateTime, isCalendarDateTime } from './calendar-date.ts';

const IMPOSSIBLE_DAYS = ['2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '2026-01-00', '0000-00-00'];

describe('calendarDate', () => {
  const day = calendarDate();

  it('accepts days that exist, a leap day in a leap year included', () => {
    for (const text of ['2026-03-29', '2028-02-29', '2000-02-29', '2026-12-31', '0001-01-01']) {
      expect(day.safeParse(text).success, text).toBe(true);
    }
  });

  it('refuses days no calendar has, Feb 29 of a common year and year 0000, with one message', () => {
    for (const text of [...IMPOSSIBLE_DAYS, '2027-02-29', '1900-02-29', '0000-01-01']) {
      const result = day.safeParse(text);
      expect(
        result.error?.issues.map((issue) => issue.message),
        text,
      ).toEqual(['Use a date like 2026-03-29']);
    }
  });

  it('refuses what is not a YYYY-MM-DD, with the message the field gives', () => {
    const anchor = calendarDate('Day must be a date (YYYY-MM-DD)');
    for (const value of ['2026-3-29', '29/03/2026', '2026-03-29T10:00', '', 20260329, null]) {
      expect(anchor.safeParse(value).error?.issues[0]?.message, String(value)).toBe(
        'Day must be a date (YYYY-MM-DD)',
      );
    }
  });

  it('agrees with the day arithmetic of the entry rules (which also refuse years before 100)', () => {
    for (const text of [...IMPOSSIBLE_DAYS, '0100-02-29', '0104-02-29', '1900-02-29', '2028-02-29']) {
      expect(isCalendarDay(text), text).toBe(day.safeParse(text).success);
    }
  });
});

describe('isCalendarDateTime', () => {
  it('accepts what the forms send: a datetime-local value, an ISO instant, a day', () => {
    for (const text of [
      '2026-03-29T19:30',
      '2026-03-29T19:30:15',
      '2026-11-21T11:00:00.000Z',
      '2026-11-20T12:00:00.123456Z',
      '2026-03-29T19:30:00+05:30',
      '2028-02-29T00:00:00Z',
      '2026-11-17',
    ]) {
      expect(isCalendarDateTime(text), text).toBe(true);
    }
  });

  it('refuses impossible days and times, and texts that Date would guess at or roll over', () => {
    for (const text of [
      ...IMPOSSIBLE_DAYS,
      '2026-02-30T10:00:00Z',
      '2027-02-29T10:00',
      '0000-01-01T00:00:00Z',
      '2026-03-29T24:00',
      '2026-03-29T19:61',
      '02/30/2026',
      'Feb 30 2026',
      '2026-03-29 19:30',
      'yesterday',
    ]) {
      expect(isCalendarDateTime(text), text).toBe(false);
    }
  });

  it('answers one message for any date-time it refuses', () => {
    for (const value of ['2026-02-30T10:00', '0000-01-01T00:00:00Z', '2026-02-30', 'soon', 7]) {
      expect(
        calendarDateTime()
          .safeParse(value)
          .error?.issues.map((issue) => issue.message),
      ).toEqual(['Use a date and time like 2026-03-29T19:30']);
    }
  });
});
