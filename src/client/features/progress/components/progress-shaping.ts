import { pluralText } from '#shared/rules/english-format.ts';
import { type WeightUnit, weightText } from '#shared/rules/weights.ts';
import type { ActiveDay, MeasurePoint, TrainingWeek, WeightSeries } from '#shared/schemas/progress.ts';
import { addDays, formatChange, formatDay, formatValue } from './progress-format.ts';

/** A device's label to the name it is shown by (useDeviceName: a neutral one in discreet mode). */
type DeviceName = (label: string) => string;

/** The weeks with each device by the name it is shown by, for the chart, legend, table and sentence. */
export const namedWeeks = (weeks: readonly TrainingWeek[], name: DeviceName): TrainingWeek[] =>
  weeks.map((week) => ({
    ...week,
    devices: week.devices.map((entry) => ({ ...entry, device: name(entry.device) })),
  }));

/** The weight series with each device by the name it is shown by (weights stay stored pounds). */
export const namedWeights = (series: readonly WeightSeries[], name: DeviceName): WeightSeries[] =>
  series.map((entry) => ({ ...entry, device: name(entry.device) }));

/** The devices of the weeks, most minutes in total first: the stacking and legend order. */
export function deviceOrder(weeks: readonly TrainingWeek[]): string[] {
  const totals = new Map<string, number>();
  for (const week of weeks) {
    for (const { device, minutes } of week.devices) totals.set(device, (totals.get(device) ?? 0) + minutes);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([device]) => device);
}

/** One bar's segments, bottom up in `order`: each device's minutes from y0 to y1. */
export function stackSegments(week: TrainingWeek, order: readonly string[]) {
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

/** The sentence a screen reader reads for a length or girth chart. */
export function measureSummary(name: string, points: readonly MeasurePoint[], unit: string): string {
  const last = points.at(-1);
  const first = points[0];
  if (!last || !first) return `No ${name.toLowerCase()} measurements yet.`;
  const latest = `${name}: ${formatValue(last.value)} ${unit} on ${formatDay(last.date)}`;
  if (last.sincePrevious === null) return `${latest}, your first measurement.`;
  return (
    `${latest}; ${formatChange(last.sinceFirst)} ${unit} since the first ` +
    `(${formatValue(first.value)} ${unit} on ${formatDay(first.date)}) and ` +
    `${formatChange(last.sincePrevious)} ${unit} since the previous.`
  );
}

/** '65 minutes in 4 sessions', '1 minute in 1 session'. */
const minutesIn = (minutes: number, sessions: number) =>
  `${pluralText(minutes, 'minute')} in ${pluralText(sessions, 'session')}`;

/** The sentence for the minutes-per-week chart. */
export function weeksSummary(weeks: readonly TrainingWeek[]): string {
  const minutes = weeks.reduce((sum, week) => sum + week.minutes, 0);
  const sessions = weeks.reduce((sum, week) => sum + week.sessions, 0);
  if (sessions === 0) return `No sessions in the last ${pluralText(weeks.length, 'week')}.`;
  const current = weeks.at(-1);
  const top = deviceOrder(weeks)[0];
  return (
    `Last ${pluralText(weeks.length, 'week')}: ${minutesIn(minutes, sessions)}. ` +
    `This week: ${minutesIn(current?.minutes ?? 0, current?.sessions ?? 0)}. ` +
    `Most minutes with ${top}.`
  );
}

/** The sentence for the heaviest-weight chart, weights in the customer's unit (docs/decisions/056). */
export function weightSummary(series: readonly WeightSeries[], unit: WeightUnit = 'lb'): string {
  const parts = series
    .filter((entry) => entry.points.length > 0)
    .map((entry) => {
      const last = entry.points.at(-1);
      const max = Math.max(...entry.points.map((point) => point.weight));
      return `${entry.device}: ${weightText(last?.weight ?? 0, unit)} in the week of ${formatDay(last?.week ?? '')}, heaviest ever ${weightText(max, unit)}.`;
    });
  return parts.length ? parts.join(' ') : 'No weights logged yet.';
}

/** The sentence for the calendar of active days. */
export function calendarSummary(days: readonly ActiveDay[], weekCount: number): string {
  const count = days.length;
  return `Active on ${pluralText(count, 'day')} of the last ${pluralText(weekCount, 'week')}.`;
}
