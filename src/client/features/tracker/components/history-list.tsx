import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { keepFocusWhenRemoved } from '#client/lib/focus-return.ts';
import { useShownLanguage, useT } from '#client/lib/i18n/use-t.ts';
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
  const [asEntered, setAsEntered] = useState(false);
  const entries = useMemo(() => pages.flatMap((page) => page.entries), [pages]);
  const language = useShownLanguage();
  const months = useMemo(() => groupByMonth(entries, { language }), [entries, language]);
  const more = useRef<HTMLDivElement>(null);
  const count = useRef<HTMLParagraphElement>(null);

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
            {month.label}
          </h2>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 shadow-sm dark:divide-slate-800 dark:border-slate-700 dark:bg-slate-900">
            {month.entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} onDelete={onDelete} showIn={showIn} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={more} className="space-y-3 text-center">
        <p
          ref={count}
          role="status"
          tabIndex={-1}
          className="text-sm text-slate-600 focus:outline-none dark:text-slate-300"
        >
          {hasNextPage
            ? t('tracker.history.showing', { count: entries.length })
            : t('tracker.history.allShown', { count: entries.length })}
        </p>
        {hasNextPage ? (
          <Button
            variant="outline"
            className="min-h-11 w-full aria-disabled:opacity-60 sm:w-auto"
            // Not `disabled` while loading: a disabled button drops the focus it has.
            aria-disabled={loadingMore}
            onClick={() => {
              if (!loadingMore) loadMore();
            }}
            // When the last page takes the button away, focus goes to the count that replaced it ("All 60
            // entries shown"), not to the top of the document.
            onFocus={(event) => keepFocusWhenRemoved(event.currentTarget, count.current)}
          >
            {loadingMore ? t('tracker.history.loading') : t('tracker.history.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
