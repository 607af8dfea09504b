import type { Language } from '../i18n/languages.ts';
import { dateTimeFormat } from './date-formats.ts';

/** A run of entries of one calendar month, as the history shows them under a month heading. */
export type MonthGroup<T> = { key: string; label: string; entries: T[] };

type MonthOptions = {
  timeZone?: string | undefined;
  /** The language of the headings ('November 2026', 'novembre 2026'); English unless given. */
  language?: Language | undefined;
};

/** A measurement's calendar day ('2026-11-30'), if it has a readable one. */
const calendarDay = (entry: { day?: string | null }) =>
  entry.day && /^\d{4}-\d{2}-\d{2}$/.test(entry.day) ? entry.day : null;

/**
 * Groups entries already sorted newest first into their months ('2026-11', 'November 2026'), in the
 * reader's time zone unless one is given; a measurement goes in the month of its calendar day; an entry
 * with an unreadable date goes with the one before it.
 */
export function groupByMonth<T extends { date: string; day?: string | null }>(
  entries: readonly T[],
  { timeZone, language = 'en' }: MonthOptions = {},
): MonthGroup<T>[] {
  // Made once per zone and kept (date-formats.ts); keys in en-US's digits, headings in the language shown
  // (English's as before, docs/decisions/036, 070).
  const locale = language === 'en' ? 'en-US' : language;
  const keyFormat = dateTimeFormat('en-US', { year: 'numeric', month: '2-digit', timeZone });
  const labelFormat = dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone });
  const dayKeyFormat = dateTimeFormat('en-US', { year: 'numeric', month: '2-digit', timeZone: 'UTC' });
  const dayLabelFormat = dateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const groups: MonthGroup<T>[] = [];
  for (const entry of entries) {
    // A calendar day is its month whatever the zone: read at noon UTC, formatted in UTC.
    const day = calendarDay(entry);
    const byDay = day !== null;
    const date = new Date(day ? `${day}T12:00:00Z` : entry.date);
    const current = groups.at(-1);
    if (Number.isNaN(date.getTime()) && current) {
      current.entries.push(entry);
      continue;
    }
    const parts = Number.isNaN(date.getTime()) ? [] : (byDay ? dayKeyFormat : keyFormat).formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const key = `${part('year')}-${part('month')}`;
    if (current?.key === key) current.entries.push(entry);
    else
      groups.push({
        key,
        label: parts.length ? (byDay ? dayLabelFormat : labelFormat).format(date) : entry.date,
        entries: [entry],
      });
  }
  return groups;
}
