import { fromStoredPounds, WEIGHT_UNIT_TEXT, type WeightUnit } from '#shared/rules/weights.ts';
import type { ActiveDay, MeasurePoint, TrainingWeek, WeightSeries } from '#shared/schemas/progress.ts';
import { ChartCard, DataTable, Legend } from './chart-card.tsx';
import { colorAt, HEAT_LEVELS } from './chart-colors.ts';
import { HeatGrid } from './heat-grid.tsx';
import { LineChart } from './line-chart.tsx';
import { formatChange, formatDay, formatValue } from './progress-format.ts';
import {
  calendarColumns,
  calendarSummary,
  deviceOrder,
  measureSummary,
  weeksSummary,
  weightSummary,
} from './progress-shaping.ts';
import { StackedBars } from './stacked-bars.tsx';

/** Length or girth over time, in the chosen unit, with the change since the first and the previous. */
export function MeasureCard({ name, points, unit }: { name: string; points: MeasurePoint[]; unit: string }) {
  return (
    <ChartCard
      discreet
      title={name}
      summary={measureSummary(name, points, unit)}
      chart={
        <LineChart
          series={[{ name, points: points.map((p) => ({ day: p.date, value: p.value })) }]}
          yLabel={unit}
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

/** Minutes per week for 12 weeks stacked by device, with the sessions per week. */
export function MinutesCard({ weeks }: { weeks: TrainingWeek[] }) {
  const order = deviceOrder(weeks);
  return (
    <ChartCard
      title="Minutes per week"
      summary={weeksSummary(weeks)}
      chart={<StackedBars weeks={weeks} order={order} />}
      legend={
        <>
          <Legend items={order.map((device, index) => ({ label: device, swatch: colorAt(index).swatch }))} />
          <p className="text-xs text-slate-600 dark:text-slate-300">
            The number above a bar is its sessions.
          </p>
        </>
      }
      table={
        <DataTable
          caption="Minutes and sessions per week"
          head={['Week of', 'Sessions', 'Minutes', 'By device']}
          rows={[...weeks]
            .reverse()
            .map((week) => [
              formatDay(week.week),
              week.sessions,
              week.minutes,
              week.devices.map((entry) => `${entry.device}: ${entry.minutes}`).join('; ') || '–',
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
      discreet
      title="Heaviest weight per week"
      summary={weightSummary(series, unit)}
      chart={
        <LineChart
          series={series.map((entry) => ({
            name: entry.device,
            points: entry.points.map((point) => ({ day: point.week, value: shown(point.weight) })),
          }))}
          yLabel={unitText}
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

/** The days with a session over the 12 weeks, as a calendar heat grid. */
export function ActiveDaysCard({
  weeks,
  days,
  today,
}: {
  weeks: TrainingWeek[];
  days: ActiveDay[];
  today: string;
}) {
  const columns = calendarColumns(
    weeks.map((week) => week.week),
    days,
    today,
  );
  return (
    <ChartCard
      title="Active days"
      summary={calendarSummary(days, weeks.length)}
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
