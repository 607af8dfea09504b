import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { dayCount } from '#shared/rules/count-words.ts';
import type { ProgressRange } from '#shared/rules/progress-range.ts';
import { takenSummary } from './progress-shaping.ts';
import { useProgressWords } from './use-progress-format.ts';
import '../messages.ts';

/** The days each consumable or care product was taken or used in the range: days, never minutes. */
export function TakenDaysCard({
  taken,
  range,
}: {
  taken: { device: string; days: number }[];
  range: ProgressRange;
}) {
  const words = useProgressWords();
  const { t } = words;
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className="dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <CardHeader>
        <CardTitle id={titleId}>{words.t('progress.taken.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-300">{takenSummary(taken, range, words)}</p>
      </CardHeader>
      {taken.length > 0 ? (
        <CardContent>
          {/* The sentence above reads the same days. */}
          <ul className="space-y-1 text-sm" aria-hidden="true">
            {taken.map((entry) => (
              <li key={entry.device} className="flex justify-between gap-3">
                <span>{entry.device}</span>
                <span className="tabular-nums">{dayCount(t, entry.days)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
