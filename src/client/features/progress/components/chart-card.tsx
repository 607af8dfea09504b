import { type ReactNode, useId, useState } from 'react';
import { DiscreetMedia, DiscreetValue } from '#client/components/discreet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

type ChartCardProps = {
  title: string;
  /** One sentence with the chart's numbers: shown, and the chart's accessible name. */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  /** Shown under the chart (a legend). */
  legend?: ReactNode;
};

/**
 * A chart with its summary sentence and a 'Show as table' toggle holding the same numbers. In discreet
 * mode the sentence, the chart and the table are blurred until tapped: every total and figure, not only
 * the body's (issue 29, docs/decisions/061); the legend names devices as discreet mode shows them.
 */
export function ChartCard({ title, summary, chart, table, legend }: ChartCardProps) {
  const t = useT();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  return (
    <Card aria-labelledby={titleId} className="dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <p id={summaryId} className="text-sm text-slate-600 dark:text-slate-300">
          <DiscreetValue label={t('progress.card.summary', { title })}>{summary}</DiscreetValue>
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {asTable ? (
          <DiscreetMedia label={t('progress.card.table')} className="rounded-md">
            <div className="overflow-x-auto">{table}</div>
          </DiscreetMedia>
        ) : (
          <>
            <DiscreetMedia label={t('progress.card.chart')} className="rounded-md">
              <div role="img" aria-labelledby={summaryId}>
                {chart}
              </div>
            </DiscreetMedia>
            {legend}
          </>
        )}
        <Button
          variant="outline"
          className="min-h-11 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {t('progress.card.showTable')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** A compact table for a chart's numbers. */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table className="w-full border-collapse text-left text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          {head.map((cell) => (
            <th key={cell} scope="col" className="px-2 py-2 font-semibold">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
          <tr key={index} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
            {row.map((cell, cellIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
              <td key={cellIndex} className="px-2 py-2 align-top">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Color swatches naming the series. */
export function Legend({ items }: { items: { label: string; swatch: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          <span className={`inline-block size-3 rounded-sm ${item.swatch}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
