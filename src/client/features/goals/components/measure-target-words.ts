import { pluralText } from '#shared/rules/english-format.ts';
import { MIN_TREND_DAYS, PROJECTION_WINDOW_DAYS, type TrendPoint } from '#shared/rules/trend.ts';
import { unitAbbreviation } from '#shared/rules/units.ts';
import type { MeasureTarget } from '#shared/schemas/measure-targets.ts';

// The measurement target card's words (docs/decisions/057): plain, calm, no promises. Dates as the rest of
// the app writes them (en-US short, docs/decisions/036), without Intl.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WINDOW_WEEKS = PROJECTION_WINDOW_DAYS / 7;

const parts = (day: string) => ({ year: day.slice(0, 4), month: MONTHS[Number(day.slice(5, 7)) - 1] ?? '' });
const monthText = (day: string) => `${parts(day).month} ${parts(day).year}`;

/** 'Oct 1', with the year when it is not this year's: 'Oct 1, 2027'. */
export function dayWords(day: string, today: string): string {
  const short = `${parts(day).month} ${Number(day.slice(8, 10))}`;
  return day.slice(0, 4) === today.slice(0, 4) ? short : `${short}, ${day.slice(0, 4)}`;
}

/** 'Aug–Oct 2027', 'Dec 2027–Feb 2028', or 'Aug 2027' when both ends fall in one month. */
export function monthRange(from: string, to: string): string {
  if (from.slice(0, 7) === to.slice(0, 7)) return monthText(from);
  if (from.slice(0, 4) === to.slice(0, 4)) return `${parts(from).month}–${monthText(to)}`;
  return `${monthText(from)}–${monthText(to)}`;
}

/** A measurement with at most 2 decimals and no trailing zeros: '6.3', '7', '0.45'. */
const figure = (value: number) => String(Math.round(value * 100) / 100);

/** The newest measurement, or null before the first. */
const latestOf = (points: readonly TrendPoint[]) => points.at(-1) ?? null;

/**
 * '6.3 of 7 in; 0.4 in to go by Oct 1', and how full the bar is (the newest measurement over the target,
 * 0 to 1); 'No measurements yet' before the first one.
 */
export function progressWords(target: MeasureTarget, today: string): { text: string; filled: number } {
  const unit = unitAbbreviation(target.unit);
  const latest = latestOf(target.points);
  const by = dayWords(target.date, today);
  if (!latest)
    return { text: `No measurements yet; target ${figure(target.value)} ${unit} by ${by}`, filled: 0 };
  const toGo = Math.round(Math.abs(target.value - latest.value) * 100) / 100;
  const reached = target.projection.kind === 'reached' || toGo === 0;
  const text = reached
    ? `${figure(latest.value)} of ${figure(target.value)} ${unit}; target reached`
    : `${figure(latest.value)} of ${figure(target.value)} ${unit}; ${figure(toGo)} ${unit} to go by ${by}`;
  return { text, filled: Math.max(0, Math.min(1, latest.value / target.value)) };
}

/**
 * When the target would be reached at the recent rate, in plain words, and how that sits with the
 * customer's date ('That is after your date.'), or null when there is no estimate to compare.
 */
export function projectionWords(
  target: MeasureTarget,
  today: string,
): { text: string; timing: string | null } {
  const projection = target.projection;
  switch (projection.kind) {
    case 'reached':
      return { text: `Reached on ${dayWords(projection.on, today)}`, timing: null };
    case 'not-moving':
      return { text: 'Not moving towards it at the moment', timing: null };
    case 'not-enough-data':
      return {
        text:
          projection.points < projection.needed
            ? `Not enough data yet: ${projection.points} of ${pluralText(projection.needed, 'measurement')} in the last ${WINDOW_WEEKS} weeks`
            : `Not enough data yet: the last ${WINDOW_WEEKS} weeks' measurements need to span ${MIN_TREND_DAYS / 7} weeks`,
        timing: null,
      };
    case 'estimate': {
      const { earliest, latest } = projection;
      const when = latest === null ? `${monthText(earliest)} or later` : monthRange(earliest, latest);
      const timing =
        latest !== null && latest <= target.date
          ? 'That is before your date.'
          : earliest > target.date
            ? 'That is after your date.'
            : 'Your date is within that range.';
      return { text: `At your last ${WINDOW_WEEKS} weeks' rate: around ${when}`, timing };
    }
  }
}
