import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import type { LocalFormat } from '#shared/i18n/local-format.ts';
import { groupByMonth } from '#shared/rules/history-months.ts';
import { isConverted } from '#shared/rules/session-display.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { HistoryPage } from '#shared/schemas/history.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import { AsEnteredToggle } from './entry-figures.tsx';
import { HistoryEntry } from './history-entry.tsx';
import '../messages.ts';

interface HistoryListProps {
  pages: HistoryPage[];
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onDelete: (entry: Session) => void;
  /** A filter is on: the empty state says so. */
  filtered: boolean;
  /** The customer's preferred unit: lengths and girths are shown in it, the original on request. */
  preferredUnit: MeasurementUnit | undefined;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A month's heading in the language shown (docs/decisions/067): English's as the rule wrote it ('November
 * 2026'), another language's from the group's 'YYYY-MM' key, already the month in the reader's zone
 * ('Oktober 2026', 'octobre 2026').
 */
function monthHeading(month: { key: string; label: string }, { language }: LocalFormat): string {
  if (language === 'en' || !/^\d{4}-\d{2}$/.test(month.key)) return month.label;
  const format =
    monthFormats.get(language) ??
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  monthFormats.set(language, format);
  return format.format(new Date(`${month.key}-15T12:00:00Z`));
}

/**
 * The loaded entries under month headings, and 'Load more' for the next page. Scrolling near the end loads
 * it too; the button stays, so keyboard, screen reader and browsers without IntersectionObserver can.
 */
export function HistoryList({
  pages,
  hasNextPage,
  loadingMore,
  loadMore,
  onDelete,
  filtered,
  preferredUnit,
}: HistoryListProps) {
  const t = useT();
  const format = useLocalFormat();
  const [asEntered, setAsEntered] = useState(false);
  const entries = useMemo(() => pages.flatMap((page) => page.entries), [pages]);
  const months = useMemo(() => groupByMonth(entries), [entries]);
  const more = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = more.current;
    if (!target || !hasNextPage || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, loadingMore, loadMore]);

  if (entries.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-300">
        {filtered ? t('tracker.history.emptyFiltered') : t('tracker.history.empty')}
      </p>
    );
  }
  const showIn = asEntered ? undefined : preferredUnit;
  const anyConverted = entries.some(
    (entry) => (entry.length !== null || entry.girth !== null) && isConverted(entry, preferredUnit),
  );
  return (
    <div className="space-y-6">
      {anyConverted ? (
        <AsEnteredToggle pressed={asEntered} onToggle={() => setAsEntered(!asEntered)} />
      ) : null}
      {months.map((month) => (
        <section key={month.key} aria-labelledby={`history-${month.key}`}>
          <h2
            id={`history-${month.key}`}
            className="mb-2 text-base font-semibold text-slate-900 dark:text-slate-50"
          >
            {monthHeading(month, format)}
          </h2>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 shadow-sm dark:divide-slate-800 dark:border-slate-700 dark:bg-slate-900">
            {month.entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} onDelete={onDelete} showIn={showIn} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={more} className="space-y-3 text-center">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {hasNextPage
            ? t('tracker.history.showing', { count: entries.length })
            : t('tracker.history.allShown', { count: entries.length })}
        </p>
        {hasNextPage ? (
          <Button
            variant="outline"
            className="min-h-11 w-full sm:w-auto"
            onClick={loadMore}
            disabled={loadingMore}
          >
            {loadingMore ? t('tracker.history.loading') : t('tracker.history.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
