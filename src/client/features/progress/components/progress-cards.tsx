import type { ProgressRange } from '#shared/rules/progress-range.ts';
import { fromStoredPounds, WEIGHT_UNIT_TEXT, type WeightUnit } from '#shared/rules/weights.ts';
import type { ActiveDay, MeasurePoint, WeightSeries } from '#shared/schemas/progress.ts';
import { ChartCard, DataTable, Legend } from './chart-card.tsx';
import { colorAt, HEAT_LEVELS } from './chart-colors.ts';
import { MIN_AXIS_SPAN } from './chart-scale.ts';
import { HeatGrid } from './heat-grid.tsx';
import { LineChart } from './line-chart.tsx';
import {
  calendarColumns,
  calendarSummary,
  calendarWeeks,
  measureSummary,
  weightSummary,
} from './progress-shaping.ts';
import { useProgressWords } from './use-progress-format.ts';
import '../messages.ts';

/**
 * Length or girth (or another measurement point) over time, in the chosen unit, with the change since the
 * first and the previous. `minSpan`: the smallest span of its value axis, in `unit` (docs/decisions/058).
 */
export function MeasureCard({
  name,
  points,
  unit,
  minSpan = 0,
}: {
  name: string;
  points: MeasurePoint[];
  unit: string;
  minSpan?: number;
}) {
  const words = useProgressWords();
  const { t, f } = words;
  return (
    <ChartCard
      title={name}
      summary={measureSummary(name, points, unit, words)}
      chart={
        <LineChart
          series={[{ name, points: points.map((p) => ({ day: p.date, value: p.value })) }]}
          yLabel={unit}
          minSpan={minSpan}
        />
      }
      table={
        <DataTable
          caption={t('progress.table.valueIn', { name, unit })}
          head={[
            t('progress.table.date'),
            t('progress.table.valueIn', { name, unit }),
            t('progress.table.sinceFirst'),
            t('progress.table.sincePrevious'),
          ]}
          rows={[...points]
            .reverse()
            .map((p) => [
              f.day(p.date),
              f.value(p.value),
              f.change(p.sinceFirst),
              p.sincePrevious === null ? '–' : f.change(p.sincePrevious),
            ])}
        />
      }
    />
  );
}

/** The heaviest weight of each week for the two weight devices, in the customer's unit (stored in lbs). */
export function WeightCard({ series, unit }: { series: WeightSeries[]; unit: WeightUnit }) {
  const words = useProgressWords();
  const { t, f } = words;
  const shown = (pounds: number) => fromStoredPounds(pounds, unit);
  const unitText = WEIGHT_UNIT_TEXT[unit];
  const rows = series
    .flatMap((entry) => entry.points.map((point) => ({ ...point, device: entry.device })))
    .sort((a, b) => b.week.localeCompare(a.week) || a.device.localeCompare(b.device));
  return (
    <ChartCard
      title={t('progress.weight.title')}
      summary={weightSummary(series, unit, words)}
      chart={
        <LineChart
          series={series.map((entry) => ({
            name: entry.device,
            points: entry.points.map((point) => ({ day: point.week, value: shown(point.weight) })),
          }))}
          yLabel={unitText}
          minSpan={MIN_AXIS_SPAN.weight[unitText]}
        />
      }
      legend={
        <Legend
          items={series.map((entry, index) => ({ label: entry.device, swatch: colorAt(index).swatch }))}
        />
      }
      table={
        <DataTable
          caption={t('progress.weight.caption', { unit: unitText })}
          head={[
            t('progress.table.weekOf'),
            t('progress.table.device'),
            t('progress.weight.heaviest', { unit: unitText }),
          ]}
          rows={rows.map((row) => [f.day(row.week), row.device, f.value(shown(row.weight))])}
        />
      }
    />
  );
}

/**
 * The days with a training session in the range as a calendar heat grid, from the week of the first period
 * shown (`from`), at most a year of weeks.
 */
export function ActiveDaysCard({
  from,
  days,
  today,
  range,
}: {
  from: string | null;
  days: ActiveDay[];
  today: string;
  range: ProgressRange;
}) {
  const words = useProgressWords();
  const { t, f } = words;
  const columns = calendarColumns(calendarWeeks(from, today), days, today);
  return (
    <ChartCard
      title={t('progress.active.title')}
      summary={calendarSummary(days, range, words)}
      chart={<HeatGrid columns={columns} />}
      legend={
        <div className="flex items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
          {t('progress.active.less')}
          {HEAT_LEVELS.map((level) => (
            <svg key={level} viewBox="0 0 10 10" className="size-3" aria-hidden="true">
              <rect width="10" height="10" rx="2" className={level} />
            </svg>
          ))}
          {t('progress.active.more')}
        </div>
      }
      table={
        <DataTable
          caption={t('progress.active.title')}
          head={[t('progress.table.date'), t('progress.table.sessions'), t('progress.table.minutes')]}
          rows={[...days].reverse().map((day) => [f.day(day.date), day.sessions, day.minutes])}
        />
      }
    />
  );
}
