import { shortDayText } from './english-format.ts';
import { type ProgressRange, RANGE_INFO } from './progress-range.ts';
import { MIN_TREND_DAYS, MIN_TREND_POINTS, trendOf } from './trend.ts';

/**
 * The Progress view's headline for a measured quantity (length, girth, the hanging weight; issue 29,
 * docs/decisions/058): the change since the first value, the change inside the chosen range and the rate
 * per month of the range's least-squares line (`trendOf`, docs/decisions/057), in plain words and honest
 * about too few values.
 */

/** A value on a local calendar day ('YYYY-MM-DD'), in the unit shown. */
export type DayValue = { date: string; value: number };

/** The first and latest value ever and how many there are. */
export type QuantityEnds = { first: DayValue | null; latest: DayValue | null; count: number };

export type HeadlineInput = {
  /** 'Length', 'Hanging weight'. */
  name: string;
  /** The unit's short name: 'in', 'cm', 'lbs', 'kg'. */
  unit: string;
  /** What one value is called: 'measurement', 'logged weight'. */
  noun: string;
  ends: QuantityEnds;
  /** The values inside the range, oldest first. */
  points: readonly DayValue[];
  range: ProgressRange;
  /** Today in the customer's zone, 'YYYY-MM-DD': a day of another year is written with its year. */
  today: string;
  /** Values per week (the hanging weight: each week's heaviest), dated by the week's Monday. */
  weekly?: boolean;
};

/** At most 2 decimals: '6.3', '0.27'. */
const plain = (value: number) => String(Number(Math.abs(value).toFixed(2)));

/** A change with its sign: '+0.27', '-0.1', '0'. */
export function signedChange(value: number): string {
  const text = plain(value);
  if (text === '0') return '0';
  return value > 0 ? `+${text}` : `-${text}`;
}

/** 'Mar 3', or 'Mar 3, 2025' when not this year. */
function dayWords(day: string, today: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const short = shortDayText(date, { utc: true });
  return day.slice(0, 4) === today.slice(0, 4) ? short : `${short}, ${day.slice(0, 4)}`;
}

/** The change and rate inside the range, or what is missing for them. */
function rangeWords(input: HeadlineInput): string {
  const { points, unit, noun, range } = input;
  const words = RANGE_INFO[range].words;
  const first = points[0];
  const last = points.at(-1);
  let change = '';
  if (range !== 'all') {
    if (!first || !last) change = `, none in ${words}`;
    else if (points.length === 1) change = `, one ${noun} in ${words}`;
    else change = `, ${signedChange(last.value - first.value)} ${unit} in ${words}`;
  }
  const perMonth = trendOf(points.map((point) => ({ day: point.date, value: point.value })))?.perMonth;
  if (perMonth === null || perMonth === undefined) {
    return (
      `${change}. A rate per month needs ${MIN_TREND_POINTS} ${noun}s ` +
      `over ${MIN_TREND_DAYS / 7} weeks or more in the range.`
    );
  }
  const rate = signedChange(perMonth);
  return rate === '0'
    ? `${change}: about the same from month to month.`
    : `${change} — about ${rate} ${unit} a month.`;
}

/**
 * 'Length: +0.27 in since your first measurement (Mar 3), +0.1 in in the last 12 weeks — about +0.03 in a
 * month.'; 'Length: one measurement so far (6 in on Mar 3).'; 'Length: no measurements yet.'
 */
export function headlineText(input: HeadlineInput): string {
  const { name, unit, noun, ends, today } = input;
  const { first, latest } = ends;
  if (!first || !latest || ends.count === 0) return `${name}: no ${noun}s yet.`;
  const firstDay = dayWords(first.date, today);
  if (ends.count === 1) {
    const when = input.weekly ? `in the week of ${firstDay}` : `on ${firstDay}`;
    return `${name}: one ${noun} so far (${plain(first.value)} ${unit} ${when}).`;
  }
  const since =
    `${signedChange(latest.value - first.value)} ${unit} since your first ${noun} ` +
    `(${input.weekly ? `week of ${firstDay}` : firstDay})`;
  return `${name}: ${since}${rangeWords(input)}`;
}
