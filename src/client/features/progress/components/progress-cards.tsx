import { useLocalFormat } from '#client/lib/i18n/use-t.ts';
import type { ProgressRange } from '#shared/rules/progress-range.ts';
import { fromStoredPounds, WEIGHT_UNIT_TEXT, type WeightUnit } from '#shared/rules/weights.ts';
import type { ActiveDay, MeasurePoint, WeightSeries } from '#shared/schemas/progress.ts';
import { ChartCard, DataTable, Legend } from './chart-card.tsx';
import { colorAt, HEAT_LEVELS } from './chart-colors.ts';
import { MIN_AXIS_SPAN } from './chart-scale.ts';
import { HeatGrid } from './heat-grid.tsx';
import { LineChart } from './line-chart.tsx';
import { formatChange, formatDay, formatValue } from './progress-format.ts';
import {
  calendarColumns,
  calendarSummary,
  calendarWeeks,
  measureSummary,
  weightSummary,
} from './progress-shaping.ts';

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
  return (
    <ChartCard
      title={name}
      summary={measureSummary(name, points, unit)}
      chart={
        <LineChart
          series={[{ name, points: points.map((p) => ({ day: p.date, value: p.value })) }]}
          yLabel={unit}
          minSpan={minSpan}
        />
      }
      table={
        <DataTable
          caption={`${name} (${unit})`}
          head={['Date', `${name} (${unit})`, 'Since first', 'Since previous']}
          rows={[...points]
            .reverse()
            .map((p) => [
              formatDay(p.date),
              formatValue(p.value),
              formatChange(p.sinceFirst),
              p.sincePrevious === null ? '–' : formatChange(p.sincePrevious),
            ])}
        />
      }
    />
  );
}

/** The heaviest weight of each week for the two weight devices, in the customer's unit (stored in lbs). */
export function WeightCard({ series, unit }: { series: WeightSeries[]; unit: WeightUnit }) {
  const shown = (pounds: number) => fromStoredPounds(pounds, unit);
  const unitText = WEIGHT_UNIT_TEXT[unit];
  const rows = series
    .flatMap((entry) => entry.points.map((point) => ({ ...point, device: entry.device })))
    .sort((a, b) => b.week.localeCompare(a.week) || a.device.localeCompare(b.device));
  return (
    <ChartCard
      title="Heaviest weight per week"
      summary={weightSummary(series, unit, useLocalFormat())}
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
          caption={`Heaviest weight per week (${unitText})`}
          head={['Week of', 'Device', `Heaviest (${unitText})`]}
          rows={rows.map((row) => [formatDay(row.week), row.device, formatValue(shown(row.weight))])}
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
  const columns = calendarColumns(calendarWeeks(from, today), days, today);
  return (
    <ChartCard
      title="Active days"
      summary={calendarSummary(days, range)}
      chart={<HeatGrid columns={columns} />}
      legend={
        <div className="flex items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
          Less
          {HEAT_LEVELS.map((level) => (
            <svg key={level} viewBox="0 0 10 10" className="size-3" aria-hidden="true">
              <rect width="10" height="10" rx="2" className={level} />
            </svg>
          ))}
          More
        </div>
      }
      table={
        <DataTable
          caption="Active days"
          head={['Date', 'Sessions', 'Minutes']}
          rows={[...days].reverse().map((day) => [formatDay(day.date), day.sessions, day.minutes])}
        />
      }
    />
  );
}
