import type { MessageValues } from '#client/lib/i18n/use-t.ts';
import { localFormat } from '#shared/i18n/local-format.ts';
import { dayCount } from '#shared/rules/count-words.ts';
import '#client/lib/i18n/rule-messages.ts';
import { type ProgressRange, RANGE_INFO } from '#shared/rules/progress-range.ts';
import { type WeightUnit, weightText } from '#shared/rules/weights.ts';
import type { ActiveDay, MeasurePoint, ProgressPeriod, WeightSeries } from '#shared/schemas/progress.ts';
import { addDays, type ProgressFormat } from './progress-format.ts';

/** The words of the language shown: a message by its id (`useT()`), and the chart formats (`useProgressFormat()`). */
export type Words = { t: (id: string, values?: MessageValues) => string; f: ProgressFormat };

/** A point's name inside a sentence: lower case, but German keeps its nouns' capitals. */
const inSentence = (name: string, { f }: Words) =>
  f.language === 'de' ? name : name.toLocaleLowerCase(f.language);

/** 'the last 12 weeks', 'all your entries': the range inside a sentence. */
const rangeWords = (range: ProgressRange, { t }: Words) => t('progress.range.words', { range });

/** A device's label to the name it is shown by (useDeviceName: a neutral one in discreet mode). */
type DeviceName = (label: string) => string;

/** The periods with each device by the name it is shown by, for the chart, legend, table and sentence. */
export const namedPeriods = (periods: readonly ProgressPeriod[], name: DeviceName): ProgressPeriod[] =>
  periods.map((period) => ({
    ...period,
    devices: period.devices.map((entry) => ({ ...entry, device: name(entry.device) })),
  }));

/** The weight series with each device by the name it is shown by (weights stay stored pounds). */
export const namedWeights = (series: readonly WeightSeries[], name: DeviceName): WeightSeries[] =>
  series.map((entry) => ({ ...entry, device: name(entry.device) }));

/** The devices of the periods, most minutes in total first: the stacking and legend order. */
export function deviceOrder(periods: readonly ProgressPeriod[]): string[] {
  const totals = new Map<string, number>();
  for (const period of periods) {
    for (const { device, minutes } of period.devices) {
      totals.set(device, (totals.get(device) ?? 0) + minutes);
    }
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([device]) => device);
}

/** One bar's segments, bottom up in `order`: each device's minutes from y0 to y1. */
export function stackSegments(week: ProgressPeriod, order: readonly string[]) {
  let y = 0;
  const segments: { device: string; y0: number; y1: number }[] = [];
  for (const device of order) {
    const minutes = week.devices.find((entry) => entry.device === device)?.minutes ?? 0;
    if (minutes > 0) segments.push({ device, y0: y, y1: y + minutes });
    y += minutes;
  }
  return segments;
}

export type CalendarCell = {
  date: string;
  minutes: number;
  sessions: number;
  level: 0 | 1 | 2 | 3 | 4;
  future: boolean;
};

/** How dark a day is in the calendar: none, up to 15, 30, 60 minutes, or more. */
export function activityLevel(minutes: number): CalendarCell['level'] {
  if (minutes <= 0) return 0;
  if (minutes <= 15) return 1;
  if (minutes <= 30) return 2;
  if (minutes <= 60) return 3;
  return 4;
}

/** The Monday of a local day's week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The calendar holds at most a year of weeks: more would be too small to read on a phone. */
export const CALENDAR_MAX_WEEKS = 53;

/** The Mondays of the calendar: from the week of `from` (the first period shown) to this week. */
export function calendarWeeks(from: string | null, today: string): string[] {
  const last = mondayOf(today);
  const earliest = addDays(last, -7 * (CALENDAR_MAX_WEEKS - 1));
  let monday = from ? mondayOf(from) : last;
  if (monday < earliest) monday = earliest;
  const weeks: string[] = [];
  for (; monday <= last; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** The calendar heat grid: one column per week (from its Monday), seven days each, Monday first. */
export function calendarColumns(weeks: readonly string[], days: readonly ActiveDay[], today: string) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return weeks.map((monday) =>
    Array.from({ length: 7 }, (_, index): CalendarCell => {
      const date = addDays(monday, index);
      const day = byDate.get(date);
      const minutes = day?.minutes ?? 0;
      return {
        date,
        minutes,
        sessions: day?.sessions ?? 0,
        level: activityLevel(minutes),
        future: date > today,
      };
    }),
  );
}

/**
 * The sentence a screen reader reads for a length or girth chart. The points may be a range's: the changes
 * are against the first and previous values ever (the headline names the first day).
 */
export function measureSummary(
  name: string,
  points: readonly MeasurePoint[],
  unit: string,
  words: Words,
): string {
  const { t, f } = words;
  const last = points.at(-1);
  if (!last) return t('progress.summary.measureNone', { name: inSentence(name, words) });
  const latest = t('progress.summary.measureLatest', {
    name,
    value: f.value(last.value),
    unit,
    day: f.day(last.date),
  });
  if (last.sincePrevious === null) return t('progress.summary.measureFirst', { latest });
  return t('progress.summary.measureChanges', {
    latest,
    sinceFirst: f.change(last.sinceFirst),
    sincePrevious: f.change(last.sincePrevious),
    unit,
  });
}

/** '65 minutes in 4 sessions', '1 minute in 1 session'. */
const minutesIn = (minutes: number, sessions: number, { t }: Words) =>
  t('progress.summary.minutesIn', { minutes, sessions });

/** 'Last 12 weeks', 'Last year', 'All time': the range as the start of a sentence. */
export const rangeHeading = (range: ProgressRange, { t }: Words) => t('progress.range.heading', { range });

/** The sentence for the training minutes chart. */
export function periodsSummary(
  periods: readonly ProgressPeriod[],
  range: ProgressRange,
  words: Words,
): string {
  const { t } = words;
  const minutes = periods.reduce((sum, period) => sum + period.minutes, 0);
  const sessions = periods.reduce((sum, period) => sum + period.sessions, 0);
  if (sessions === 0) return t('progress.summary.periodsNone', { range: rangeWords(range, words) });
  const current = periods.at(-1);
  const top = deviceOrder(periods)[0] ?? '';
  return t('progress.summary.periods', {
    heading: rangeHeading(range, words),
    total: minutesIn(minutes, sessions, words),
    bucket: RANGE_INFO[range].bucket,
    current: minutesIn(current?.minutes ?? 0, current?.sessions ?? 0, words),
    device: top,
  });
}

/** Minutes as hours with at most one decimal: '31 h', '0.5 h'. */
export const hoursText = (minutes: number, { t, f }: Words) =>
  t('progress.hours', { hours: f.value(Math.round(minutes / 6) / 10) });

/** The sentence for all-day wear: 'All-day wear: 31 h this week, 120 h in the last 12 weeks.' */
export function allDaySummary(
  periods: readonly ProgressPeriod[],
  range: ProgressRange,
  words: Words,
): string {
  const { t } = words;
  const minutes = periods.reduce((sum, period) => sum + period.minutes, 0);
  if (minutes === 0) return t('progress.summary.allDayNone', { range: rangeWords(range, words) });
  const current = hoursText(periods.at(-1)?.minutes ?? 0, words);
  const total = hoursText(minutes, words);
  const bucket = RANGE_INFO[range].bucket;
  return range === 'all'
    ? t('progress.summary.allDayAll', { current, bucket, total })
    : t('progress.summary.allDay', { current, bucket, total, range: rangeWords(range, words) });
}

/** The sentence for the days products were taken or used. */
export function takenSummary(
  taken: readonly { device: string; days: number }[],
  range: ProgressRange,
  words: Words,
) {
  const { t } = words;
  if (taken.length === 0) return t('progress.summary.takenNone', { range: rangeWords(range, words) });
  const list = taken
    .map((entry) =>
      t('progress.summary.takenDevice', { device: entry.device, days: dayCount(t, entry.days) }),
    )
    .join(', ');
  return range === 'all'
    ? t('progress.summary.takenAll', { list })
    : t('progress.summary.taken', { list, range: rangeWords(range, words) });
}

/** The sentence for the heaviest-weight chart, weights in the customer's unit (docs/decisions/056). */
export function weightSummary(series: readonly WeightSeries[], unit: WeightUnit, { t, f }: Words): string {
  const format = localFormat(f.language);
  const parts = series
    .filter((entry) => entry.points.length > 0)
    .map((entry) => {
      const last = entry.points.at(-1);
      const max = Math.max(...entry.points.map((point) => point.weight));
      return t('progress.summary.weightDevice', {
        device: entry.device,
        latest: weightText(last?.weight ?? 0, unit, format),
        week: f.day(last?.week ?? ''),
        heaviest: weightText(max, unit, format),
      });
    });
  return parts.length ? parts.join(' ') : t('progress.summary.weightNone');
}

/** The sentence for the calendar of active days. */
export function calendarSummary(days: readonly ActiveDay[], range: ProgressRange, words: Words): string {
  const { t } = words;
  const count = dayCount(t, days.length);
  return range === 'all'
    ? t('progress.summary.activeAll', { count })
    : t('progress.summary.active', { count, range: rangeWords(range, words) });
}
