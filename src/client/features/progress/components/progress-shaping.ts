import { type LocalFormat, localFormat } from '#shared/i18n/local-format.ts';
import { pluralText } from '#shared/rules/english-format.ts';
import { type ProgressRange, RANGE_INFO } from '#shared/rules/progress-range.ts';
import { type WeightUnit, weightText } from '#shared/rules/weights.ts';
import type { ActiveDay, MeasurePoint, ProgressPeriod, WeightSeries } from '#shared/schemas/progress.ts';
import { addDays, formatChange, formatDay, formatValue } from './progress-format.ts';

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
export function measureSummary(name: string, points: readonly MeasurePoint[], unit: string): string {
  const last = points.at(-1);
  if (!last) return `No ${name.toLowerCase()} measurements in this range.`;
  const latest = `${name}: ${formatValue(last.value)} ${unit} on ${formatDay(last.date)}`;
  if (last.sincePrevious === null) return `${latest}, your first measurement.`;
  return (
    `${latest}; ${formatChange(last.sinceFirst)} ${unit} since your first measurement and ` +
    `${formatChange(last.sincePrevious)} ${unit} since the previous.`
  );
}

/** '65 minutes in 4 sessions', '1 minute in 1 session'. */
const minutesIn = (minutes: number, sessions: number) =>
  `${pluralText(minutes, 'minute')} in ${pluralText(sessions, 'session')}`;

/** 'Last 12 weeks', 'Last year', 'All time': the range as the start of a sentence. */
export const rangeHeading = (range: ProgressRange) =>
  range === 'all' ? 'All time' : `Last ${RANGE_INFO[range].words.replace('the last ', '')}`;

/** The sentence for the training minutes chart. */
export function periodsSummary(periods: readonly ProgressPeriod[], range: ProgressRange): string {
  const minutes = periods.reduce((sum, period) => sum + period.minutes, 0);
  const sessions = periods.reduce((sum, period) => sum + period.sessions, 0);
  if (sessions === 0) return `No training sessions in ${RANGE_INFO[range].words}.`;
  const current = periods.at(-1);
  const top = deviceOrder(periods)[0];
  return (
    `${rangeHeading(range)}: ${minutesIn(minutes, sessions)}. ` +
    `This ${RANGE_INFO[range].bucket}: ${minutesIn(current?.minutes ?? 0, current?.sessions ?? 0)}. ` +
    `Most minutes with ${top}.`
  );
}

/** Minutes as hours with at most one decimal: '31 h', '0.5 h'. */
export const hoursText = (minutes: number) => `${Math.round(minutes / 6) / 10} h`;

/** The sentence for all-day wear: 'All-day wear: 31 h this week, 120 h in the last 12 weeks.' */
export function allDaySummary(periods: readonly ProgressPeriod[], range: ProgressRange): string {
  const minutes = periods.reduce((sum, period) => sum + period.minutes, 0);
  if (minutes === 0) return `No all-day wear in ${RANGE_INFO[range].words}.`;
  const current = periods.at(-1)?.minutes ?? 0;
  const inRange = range === 'all' ? 'in all' : `in ${RANGE_INFO[range].words}`;
  return `All-day wear: ${hoursText(current)} this ${RANGE_INFO[range].bucket}, ${hoursText(minutes)} ${inRange}.`;
}

/** The sentence for the days products were taken or used. */
export function takenSummary(taken: readonly { device: string; days: number }[], range: ProgressRange) {
  if (taken.length === 0) return `Nothing taken or used in ${RANGE_INFO[range].words}.`;
  const list = taken.map((entry) => `${entry.device} on ${pluralText(entry.days, 'day')}`).join(', ');
  return range === 'all' ? `Taken or used: ${list}.` : `In ${RANGE_INFO[range].words}: ${list}.`;
}

/** The sentence for the heaviest-weight chart, weights in the customer's unit (docs/decisions/056). */
export function weightSummary(
  series: readonly WeightSeries[],
  unit: WeightUnit = 'lb',
  format: LocalFormat = localFormat('en'),
): string {
  const parts = series
    .filter((entry) => entry.points.length > 0)
    .map((entry) => {
      const last = entry.points.at(-1);
      const max = Math.max(...entry.points.map((point) => point.weight));
      return `${entry.device}: ${weightText(last?.weight ?? 0, unit, format)} in the week of ${formatDay(last?.week ?? '')}, heaviest ${weightText(max, unit, format)}.`;
    });
  return parts.length ? parts.join(' ') : 'No weights logged in this range.';
}

/** The sentence for the calendar of active days. */
export function calendarSummary(days: readonly ActiveDay[], range: ProgressRange): string {
  const count = pluralText(days.length, 'day');
  return range === 'all'
    ? `Active on ${count} since your first entry.`
    : `Active on ${count} of ${RANGE_INFO[range].words}.`;
}
