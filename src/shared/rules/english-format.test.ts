import { afterEach, describe, expect, it } from 'vitest';
import { countText, dayText, dayTimeText, pluralText, shortDayText } from './english-format.ts';

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

/** Instants over two years, at odd minutes and across midnight, noon and both daylight-saving changes. */
const instants = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 43_517_000));
instants.push(
  new Date('2026-03-08T10:00:00Z'),
  new Date('2026-11-01T08:59:00Z'),
  new Date('2024-02-29T00:00:00Z'),
);

describe('dates written in English without Intl', () => {
  for (const timeZone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata']) {
    it(`match Intl's en-US formats in ${timeZone}`, () => {
      process.env.TZ = timeZone;
      const medium = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium' });
      const mediumShort = new Intl.DateTimeFormat('en-US', {
        timeZone,
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      const short = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' });
      for (const instant of instants) {
        expect(dayText(instant)).toBe(medium.format(instant));
        expect(dayTimeText(instant)).toBe(mediumShort.format(instant));
        expect(shortDayText(instant)).toBe(short.format(instant));
      }
    });
  }

  it('write a day in UTC whatever the browser zone', () => {
    process.env.TZ = 'Pacific/Auckland';
    const midnight = new Date('2026-11-22T00:00:00Z');
    expect(dayText(midnight, { utc: true })).toBe('Nov 22, 2026');
    expect(shortDayText(midnight, { utc: true })).toBe('Nov 22');
    expect(dayText(midnight)).toBe('Nov 22, 2026');
    process.env.TZ = 'America/Los_Angeles';
    expect(dayText(midnight, { utc: true })).toBe('Nov 22, 2026');
    expect(dayText(midnight)).toBe('Nov 21, 2026');
  });

  it('write noon and midnight as 12 PM and 12 AM', () => {
    process.env.TZ = 'UTC';
    expect(dayTimeText(new Date('2026-03-07T12:05:00Z'))).toBe('Mar 7, 2026, 12:05 PM');
    expect(dayTimeText(new Date('2026-03-07T00:00:00Z'))).toBe('Mar 7, 2026, 12:00 AM');
  });
});

describe('counts written in English without Intl', () => {
  it('match en-US grouping', () => {
    for (const count of [0, 7, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 1_007_631, -12_000, -5]) {
      expect(countText(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('round a count that is not whole', () => {
    expect(countText(1234.6)).toBe('1,235');
  });
});

describe('a count with its noun', () => {
  it('takes the singular for exactly one, the plural for every other count', () => {
    expect(pluralText(1, 'minute')).toBe('1 minute');
    expect(pluralText(0, 'minute')).toBe('0 minutes');
    expect(pluralText(2, 'session')).toBe('2 sessions');
    expect(pluralText(-1, 'day')).toBe('-1 day');
  });

  it('writes the count as countText does, and rounds before choosing the form', () => {
    expect(pluralText(1440, 'minute')).toBe('1,440 minutes');
    expect(pluralText(1.2, 'hour')).toBe('1 hour');
    expect(pluralText(1.6, 'hour')).toBe('2 hours');
  });

  it('takes an irregular plural when given one', () => {
    expect(pluralText(1, 'entry', 'entries')).toBe('1 entry');
    expect(pluralText(3, 'entry', 'entries')).toBe('3 entries');
    expect(pluralText(2, 'measurement entry', 'measurement entries')).toBe('2 measurement entries');
  });
});
