import type { LocalFormat } from '../i18n/local-format.ts';
import type { Speech, Translate } from '../i18n/translate.ts';
import type { ProgressRange } from './progress-range.ts';
import { MIN_TREND_DAYS, MIN_TREND_POINTS, trendOf } from './trend.ts';

/**
 * The Progress view's headline for a measured quantity (length, girth, the hanging weight; issue 29,
 * docs/decisions/058): the change since the first value, the change inside the chosen range and the rate
 * per month of the range's least-squares line (`trendOf`, docs/decisions/057), in plain words and honest
 * about too few values. In the language shown (docs/decisions/070): English's exactly as before.
 */

/** A value on a local calendar day ('YYYY-MM-DD'), in the unit shown. */
export type DayValue = { date: string; value: number };

/** The first and latest value ever and how many there are. */
export type QuantityEnds = { first: DayValue | null; latest: DayValue | null; count: number };

/** The quantity a headline is about: its name ('Length', 'Hanging weight') and what one value is called. */
export type HeadlineQuantity = 'length' | 'girth' | 'weight';

export type HeadlineInput = {
  quantity: HeadlineQuantity;
  /** The unit's short name: 'in', 'cm', 'lbs', 'kg'. */
  unit: string;
  ends: QuantityEnds;
  /** The values inside the range, oldest first. */
  points: readonly DayValue[];
  range: ProgressRange;
  /** Today in the customer's zone, 'YYYY-MM-DD': a day of another year is written with its year. */
  today: string;
  /** Values per week (the hanging weight: each week's heaviest), dated by the week's Monday. */
  weekly?: boolean;
};

/** At most 2 decimals: '6.3', '0.27' ('6,3' in German). */
const plain = (format: LocalFormat, value: number) => format.decimal(Math.abs(value), 2);

/** A change with its sign: '+0.27', '-0.1', '0'. */
export function signedChange(value: number, format: LocalFormat): string {
  const text = plain(format, value);
  if (Number(Math.abs(value).toFixed(2)) === 0) return text;
  return value > 0 ? `+${text}` : `-${text}`;
}

/** 'Mar 3', or 'Mar 3, 2025' when not this year. */
function dayWords(format: LocalFormat, day: string, today: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return day.slice(0, 4) === today.slice(0, 4)
    ? format.shortDay(date, { utc: true })
    : format.day(date, { utc: true });
}

/** 'Length', 'Girth', 'Hanging weight'. */
const nameOf = (t: Translate, quantity: HeadlineQuantity) =>
  quantity === 'length'
    ? t('rules.headline.name.length')
    : quantity === 'girth'
      ? t('rules.headline.name.girth')
      : t('rules.headline.name.weight');

/** 'the last 4 weeks', 'the last 12 weeks', 'the last year'. */
const rangeOf = (t: Translate, range: Exclude<ProgressRange, 'all'>) =>
  range === '4w'
    ? t('rules.headline.range.4w')
    : range === '12w'
      ? t('rules.headline.range.12w')
      : t('rules.headline.range.1y');

/** The change and rate inside the range, or what is missing for them. */
function rangeWords({ t, format }: Speech, input: HeadlineInput, noun: string): string {
  const { points, unit, range } = input;
  const first = points[0];
  const last = points.at(-1);
  let change = '';
  if (range !== 'all') {
    const words = rangeOf(t, range);
    if (!first || !last) change = t('rules.headline.inRange.none', { range: words });
    else if (points.length === 1) change = t('rules.headline.inRange.one', { noun, range: words });
    else
      change = t('rules.headline.inRange.change', {
        change: signedChange(last.value - first.value, format),
        unit,
        range: words,
      });
  }
  const perMonth = trendOf(points.map((point) => ({ day: point.date, value: point.value })))?.perMonth;
  if (perMonth === null || perMonth === undefined) {
    return `${change}${t('rules.headline.rate.needs', { noun, count: MIN_TREND_POINTS, weeks: MIN_TREND_DAYS / 7 })}`;
  }
  return Number(Math.abs(perMonth).toFixed(2)) === 0
    ? `${change}${t('rules.headline.rate.same')}`
    : `${change}${t('rules.headline.rate.perMonth', { rate: signedChange(perMonth, format), unit })}`;
}

/**
 * 'Length: +0.27 in since your first measurement (Mar 3), +0.1 in in the last 12 weeks — about +0.03 in a
 * month.'; 'Length: one measurement so far (6 in on Mar 3).'; 'Length: no measurements yet.'
 */
export function headlineText(speech: Speech, input: HeadlineInput): string {
  const { t, format } = speech;
  const { quantity, unit, ends, today } = input;
  const name = nameOf(t, quantity);
  const noun = quantity === 'weight' ? 'weight' : 'measurement';
  const { first, latest } = ends;
  if (!first || !latest || ends.count === 0) return t('rules.headline.none', { name, noun });
  const day = dayWords(format, first.date, today);
  if (ends.count === 1) {
    const values = { name, noun, value: plain(format, first.value), unit, day };
    return input.weekly ? t('rules.headline.oneWeekly', values) : t('rules.headline.one', values);
  }
  const values = { name, noun, change: signedChange(latest.value - first.value, format), unit, day };
  const since = input.weekly ? t('rules.headline.sinceWeekly', values) : t('rules.headline.since', values);
  return `${since}${rangeWords(speech, input, noun)}`;
}
