import { useT } from '#client/lib/i18n/use-t.ts';
import { type ProgressRange, RANGE_INFO } from '#shared/rules/progress-range.ts';
import type { ProgressPeriod } from '#shared/schemas/progress.ts';
import { ChartCard, DataTable, Legend } from './chart-card.tsx';
import { deviceColor } from './chart-colors.ts';
import { groupTopDevices, OTHER_DEVICES } from './device-groups.ts';
import type { ProgressFormat } from './progress-format.ts';
import { allDaySummary, hoursText, periodsSummary } from './progress-shaping.ts';
import { MAX_COUNTED_BARS, StackedBars } from './stacked-bars.tsx';
import { useProgressWords } from './use-progress-format.ts';
import '../messages.ts';

type TimeCardProps = { periods: ProgressPeriod[]; range: ProgressRange };

/** 'Nov 16, 2026' for a week, 'Nov 2026' for a month. */
const periodText = (start: string, range: ProgressRange, f: ProgressFormat) =>
  RANGE_INFO[range].bucket === 'week' ? f.day(start) : f.month(start);

/** The legend: the top three devices and "Other", then what the bars show. */
function TimeLegend({ order, sentence }: { order: string[]; sentence: string }) {
  const t = useT();
  return (
    <>
      <Legend
        items={order.map((device, index) => ({
          label: device === OTHER_DEVICES ? t('progress.other') : device,
          swatch: deviceColor(index, device).swatch,
        }))}
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
  const words = useProgressWords();
  const { t, f } = words;
  const { bucket } = RANGE_INFO[range];
  const grouped = groupTopDevices(periods);
  const counted = periods.length <= MAX_COUNTED_BARS;
  return (
    <ChartCard
      title={t('progress.minutes.title', { bucket })}
      summary={periodsSummary(periods, range, words)}
      chart={
        <StackedBars
          periods={grouped.periods}
          order={grouped.order}
          bucket={bucket}
          counts
          unitLabel={t('progress.minutes.axis')}
        />
      }
      legend={
        <TimeLegend
          order={grouped.order}
          sentence={
            counted ? t('progress.minutes.counted', { bucket }) : t('progress.minutes.uncounted', { bucket })
          }
        />
      }
      table={
        <DataTable
          caption={t('progress.minutes.caption', { bucket })}
          head={[
            bucket === 'week' ? t('progress.table.weekOf') : t('progress.table.month'),
            t('progress.table.sessions'),
            t('progress.table.minutes'),
            t('progress.table.byDevice'),
          ]}
          rows={[...periods]
            .reverse()
            .map((period) => [
              periodText(period.start, range, f),
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
  const words = useProgressWords();
  const { t, f } = words;
  const hours = (minutes: number) => hoursText(minutes, words);
  const { bucket } = RANGE_INFO[range];
  const grouped = groupTopDevices(periods);
  return (
    <ChartCard
      title={t('progress.allDay.title', { bucket })}
      summary={allDaySummary(periods, range, words)}
      chart={
        <StackedBars
          periods={grouped.periods}
          order={grouped.order}
          bucket={bucket}
          per={60}
          unitLabel={t('progress.hours.axis')}
        />
      }
      legend={<TimeLegend order={grouped.order} sentence={t('progress.allDay.legend', { bucket })} />}
      table={
        <DataTable
          caption={t('progress.allDay.caption', { bucket })}
          head={[
            bucket === 'week' ? t('progress.table.weekOf') : t('progress.table.month'),
            t('progress.table.hours'),
            t('progress.table.byDevice'),
          ]}
          rows={[...periods]
            .reverse()
            .map((period) => [
              periodText(period.start, range, f),
              hours(period.minutes),
              byDevice(period, hours),
            ])}
        />
      }
    />
  );
}
