import { z } from 'zod';

// The one rule for a date an input names (issue 27): zod's ISO checks, which know month lengths and leap
// years, so 2026-02-30 or 2026-13-01 is a 400 here instead of an error in PostgreSQL or a day that JavaScript's
// Date quietly rolls over into March. Year 0000, which ISO 8601 allows, is refused too: PostgreSQL has no
// year 0.

const DATE_MESSAGE = 'Use a date like 2026-03-29';
const DATE_TIME_MESSAGE = 'Use a date and time like 2026-03-29T19:30';

const notYearZero = (text: string) => !text.startsWith('0000');

/** A calendar day 'YYYY-MM-DD' that exists (a leap day only in a leap year), year 0001 on. */
export const calendarDate = (message: string = DATE_MESSAGE) =>
  z.iso.date({ error: message, abort: true }).refine(notYearZero, { error: message });

/**
 * An ISO 8601 date-time ('2026-03-29T19:30', with seconds, fractions, 'Z' or an offset as may be) or
 * date ('2026-03-29') on a day that exists: what the forms send, and nothing that `Date` would have to
 * guess at or roll over.
 */
export const calendarDateTime = (message: string = DATE_TIME_MESSAGE) =>
  z.union(
    [
      z.iso
        .datetime({ local: true, offset: true, error: message, abort: true })
        .refine(notYearZero, { error: message }),
      calendarDate(message),
    ],
    { error: message },
  );

const anyCalendarDateTime = calendarDateTime();

/** True for a text calendarDateTime accepts. */
export const isCalendarDateTime = (text: string) => anyCalendarDateTime.safeParse(text).success;
