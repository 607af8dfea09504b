/** A run of entries of one calendar month, as the history shows them under a month heading. */
export type MonthGroup<T> = { key: string; label: string; entries: T[] };

type MonthOptions = { locale?: string | undefined; timeZone?: string | undefined };

/**
 * Groups entries already sorted newest first into their months ('2026-11', 'November 2026'), in the
 * reader's time zone unless one is given; an entry with an unreadable date goes with the one before it.
 */
export function groupByMonth<T extends { date: string }>(
  entries: readonly T[],
  { locale, timeZone }: MonthOptions = {},
): MonthGroup<T>[] {
  const keyFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', timeZone });
  const labelFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone });
  const groups: MonthGroup<T>[] = [];
  for (const entry of entries) {
    const date = new Date(entry.date);
    const current = groups.at(-1);
    if (Number.isNaN(date.getTime()) && current) {
      current.entries.push(entry);
      continue;
    }
    const parts = Number.isNaN(date.getTime()) ? [] : keyFormat.formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const key = `${part('year')}-${part('month')}`;
    if (current?.key === key) current.entries.push(entry);
    else groups.push({ key, label: parts.length ? labelFormat.format(date) : entry.date, entries: [entry] });
  }
  return groups;
}
