import { type ProgressRange, RANGE_INFO } from '#shared/rules/progress-range.ts';
import type { ProgressPeriod } from '#shared/schemas/progress.ts';
import { ChartCard, DataTable, Legend } from './chart-card.tsx';
import { deviceColor } from './chart-colors.ts';
import { groupTopDevices } from './device-groups.ts';
import { formatDay, formatMonth } from './progress-format.ts';
import { allDaySummary, hoursText, periodsSummary } from './progress-shaping.ts';
import { MAX_COUNTED_BARS, StackedBars } from './stacked-bars.tsx';

type TimeCardProps = { periods: ProgressPeriod[]; range: ProgressRange };

/** 'Nov 16, 2026' for a week, 'Nov 2026' for a month. */
const periodText = (start: string, range: ProgressRange) =>
  RANGE_INFO[range].bucket === 'week' ? formatDay(start) : formatMonth(start);

/** The legend: the top three devices and "Other", then what the bars show. */
function TimeLegend({ order, sentence }: { order: string[]; sentence: string }) {
  return (
    <>
      <Legend
        items={order.map((device, index) => ({ label: device, swatch: deviceColor(index, device).swatch }))}
      />
      <p className="text-xs text-slate-600 dark:text-slate-300">{sentence}</p>
    </>
  );
}

/** The table's by-device cell: every device, not grouped. */
const byDevice = (period: ProgressPeriod, shown: (minutes: number) => string | number) =>
  period.devices.map((entry) => `${entry.device}: ${shown(entry.minutes)}`).join('; ') || '–';

/**
 * Training minutes (hanging, vacuum, clamp) per week or month, stacked by the top three devices and
 * "Other", with the session count above each bar (docs/decisions/054, 058).
 */
export function MinutesCard({ periods, range }: TimeCardProps) {
  const { bucket } = RANGE_INFO[range];
  const grouped = groupTopDevices(periods);
  const counted = periods.length <= MAX_COUNTED_BARS;
  return (
    <ChartCard
      title={`Minutes per ${bucket}`}
      summary={periodsSummary(periods, range)}
      chart={
        <StackedBars periods={grouped.periods} order={grouped.order} bucket={bucket} counts unitLabel="min" />
      }
      legend={
        <TimeLegend
          order={grouped.order}
          sentence={
            counted
              ? `Bars show training minutes each ${bucket}; the figure above a bar is how many sessions.`
              : `Bars show training minutes each ${bucket}; the table has the sessions.`
          }
        />
      }
      table={
        <DataTable
          caption={`Minutes and sessions per ${bucket}`}
          head={[bucket === 'week' ? 'Week of' : 'Month', 'Sessions', 'Minutes', 'By device']}
          rows={[...periods]
            .reverse()
            .map((period) => [
              periodText(period.start, range),
              period.sessions,
              period.minutes,
              byDevice(period, (minutes) => minutes),
            ])}
        />
      }
    />
  );
}

/** All-day wear (extenders, sleeves) in hours per week or month, apart from training time. */
export function AllDayCard({ periods, range }: TimeCardProps) {
  const { bucket } = RANGE_INFO[range];
  const grouped = groupTopDevices(periods);
  return (
    <ChartCard
      title={`All-day wear per ${bucket}`}
      summary={allDaySummary(periods, range)}
      chart={
        <StackedBars periods={grouped.periods} order={grouped.order} bucket={bucket} per={60} unitLabel="h" />
      }
      legend={<TimeLegend order={grouped.order} sentence={`Bars show hours worn each ${bucket}.`} />}
      table={
        <DataTable
          caption={`All-day wear per ${bucket} (hours)`}
          head={[bucket === 'week' ? 'Week of' : 'Month', 'Hours', 'By device']}
          rows={[...periods]
            .reverse()
            .map((period) => [
              periodText(period.start, range),
              hoursText(period.minutes),
              byDevice(period, hoursText),
            ])}
        />
      }
    />
  );
}
