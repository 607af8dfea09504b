import { Quote as QuoteIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useGoalSummary } from '#client/api/goal-summary.ts';
import { useT } from '#client/lib/i18n/use-t.ts';
import { quoteFor } from '#shared/rules/quotes.ts';
import '../messages.ts';

interface QuoteCardProps {
  sessions: number;
  minutes: number;
  days: number;
}

/**
 * A motivational quote chosen by the statistics (spec section 4): picked once per figures, not per render.
 * A quote about streaks only for a customer with a streak (docs/decisions/018): it waits for the streak.
 */
export function QuoteCard({ sessions, minutes, days }: QuoteCardProps) {
  const t = useT();
  const summary = useGoalSummary();
  const hasStreak = (summary.data?.streak ?? 0) > 0;
  const quote = useMemo(
    () => quoteFor({ sessions, minutes, days }, Math.random, hasStreak),
    [sessions, minutes, days, hasStreak],
  );
  if (summary.isPending && summary.fetchStatus !== 'idle') return <QuoteCardPlaceholder />;
  return (
    <figure
      aria-label={t('tracker.home.quote')}
      className="flex items-start gap-2.5 rounded-xl border border-blue-200 bg-gradient-to-br from-blue-700 to-indigo-700 px-3 py-2.5 text-white shadow-sm sm:p-4"
    >
      <QuoteIcon className="mt-0.5 size-4 shrink-0 text-blue-200" aria-hidden="true" />
      {/* One flow of text, the author after the quote: a short card (docs/decisions/050). */}
      <div className="min-w-0 text-sm leading-snug sm:text-base">
        <blockquote className="inline font-medium break-words">{quote.text}</blockquote>
        {quote.author ? (
          <figcaption className="ml-1.5 inline whitespace-nowrap text-blue-100">— {quote.author}</figcaption>
        ) : null}
      </div>
    </figure>
  );
}

/** Keeps the layout steady while the statistics load. */
export function QuoteCardPlaceholder() {
  return <div className="h-16 animate-pulse rounded-xl bg-blue-100" aria-hidden="true" />;
}
