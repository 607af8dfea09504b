import type { Translate } from '../i18n/translate.ts';
import { dayNumber, localDay } from './routine.ts';

/**
 * What a before-and-after comparison tells beside its two photos (issue 29): how many days lie between
 * them, and the measurements of those days.
 */

/** The calendar days between two instants in `timeZone`: 0 on the same day. */
export function daysBetween(earlier: string, later: string, timeZone: string): number {
  return Math.abs(
    dayNumber(localDay(new Date(later), timeZone)) - dayNumber(localDay(new Date(earlier), timeZone)),
  );
}

/** "Same day", "1 day apart", "61 days apart". */
export const daysApartText = (t: Translate, days: number) =>
  days === 0 ? t('rules.photos.sameDay') : t('rules.photos.daysApart', { count: Math.round(days) });

/** A measured point: its calendar day and value (the Progress series' points). */
export type DayValue = { date: string; value: number };

/**
 * The measurement that stood on `day`: the latest of `points` on or before it (a photo taken days after a
 * measurement shows that measurement), or null when none was taken by then.
 */
export function measureOn(points: readonly DayValue[], day: string): DayValue | null {
  let found: DayValue | null = null;
  for (const point of points) {
    if (point.date <= day && (!found || point.date >= found.date)) found = point;
  }
  return found;
}
