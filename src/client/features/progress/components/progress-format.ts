import type { Language } from '#shared/i18n/languages.ts';
import type { LocalFormat } from '#shared/i18n/local-format.ts';
import { dayText, shortDayText } from '#shared/rules/english-format.ts';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A value as shown in charts and tables: at most 2 decimals, e.g. '6.3'. */
export const formatValue = (value: number) => numberFormat.format(value);

/** A change with its sign, e.g. '+0.5', '-0.2', '0'. */
export function formatChange(change: number): string {
  const text = numberFormat.format(Math.abs(change));
  if (text === '0') return '0';
  return change > 0 ? `+${text}` : `-${text}`;
}

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Nov 17, 2026' for a local calendar day 'YYYY-MM-DD' (no time zone shift: the day is already local). */
export const formatDay = (day: string) => dayText(dayOf(day), { utc: true });

/** 'Nov 17' for an axis label. */
export const formatShortDay = (day: string) => shortDayText(dayOf(day), { utc: true });

/** The day `count` days after a 'YYYY-MM-DD' day. */
export function addDays(day: string, count: number): string {
  const date = dayOf(day);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Milliseconds of a day at 00:00 UTC, for placing days on a time axis. */
export const dayTime = (day: string) => dayOf(day).getTime();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Nov 2026' for the month of a 'YYYY-MM-DD' day. */
export const formatMonth = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** A period's start as an axis label: 'Nov 16' for a week, 'Nov 2026' for a month. */
export const periodLabel = (start: string, bucket: 'week' | 'month') =>
  bucket === 'week' ? formatShortDay(start) : formatMonth(start);

/** The chart and table formats of the language shown: English's above (unchanged), another's through Intl. */
export type ProgressFormat = {
  language: Language;
  value: (value: number) => string;
  change: (change: number) => string;
  day: (day: string) => string;
  shortDay: (day: string) => string;
  month: (day: string) => string;
  period: (start: string, bucket: 'week' | 'month') => string;
};

const ENGLISH: ProgressFormat = {
  language: 'en',
  value: formatValue,
  change: formatChange,
  day: formatDay,
  shortDay: formatShortDay,
  month: formatMonth,
  period: periodLabel,
};
const formats = new Map<Language, ProgressFormat>([['en', ENGLISH]]);

/** The formats for `format`'s language, made once. */
export function progressFormat(format: LocalFormat): ProgressFormat {
  const made = formats.get(format.language);
  if (made) return made;
  const months = new Intl.DateTimeFormat(format.language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const value = (number: number) => format.decimal(number, 2);
  const shortDay = (day: string) => format.shortDay(dayOf(day), { utc: true });
  const month = (day: string) => months.format(dayOf(day));
  const local: ProgressFormat = {
    language: format.language,
    value,
    change: (change) => {
      const text = value(Math.abs(change));
      if (Math.abs(change) < 0.005) return value(0);
      return change > 0 ? `+${text}` : `-${text}`;
    },
    day: (day) => format.day(dayOf(day), { utc: true }),
    shortDay,
    month,
    period: (start, bucket) => (bucket === 'week' ? shortDay(start) : month(start)),
  };
  formats.set(format.language, local);
  return local;
}
