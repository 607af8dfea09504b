import type { MessageValues } from '#client/lib/i18n/use-t.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { LocalFormat } from '#shared/i18n/local-format.ts';
import { pluralText } from '#shared/rules/english-format.ts';
import { MIN_TREND_DAYS, PROJECTION_WINDOW_DAYS, type TrendPoint } from '#shared/rules/trend.ts';
import { unitAbbreviation } from '#shared/rules/units.ts';
import type { MeasureTarget } from '#shared/schemas/measure-targets.ts';

/** The words of the language shown: `useT()` and `useLocalFormat()`. */
type Words = { t: (id: string, values?: MessageValues) => string; format: LocalFormat };

// The measurement target card's words (docs/decisions/057): plain, calm, no promises. Dates as the rest of
// the app writes them (en-US short, docs/decisions/036), without Intl; another language's through Intl
// (docs/decisions/067).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WINDOW_WEEKS = PROJECTION_WINDOW_DAYS / 7;

const parts = (day: string) => ({ year: day.slice(0, 4), month: MONTHS[Number(day.slice(5, 7)) - 1] ?? '' });
const monthText = (day: string) => `${parts(day).month} ${parts(day).year}`;

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
const months = new Map<Language, Intl.DateTimeFormat>();
/** A language's short month and year ('Okt. 2027'), of a calendar day (UTC: no zone shift). */
function monthFormat(language: Language): Intl.DateTimeFormat {
  const format =
    months.get(language) ??
    new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  months.set(language, format);
  return format;
}

/** 'Oct 1', with the year when it is not this year's: 'Oct 1, 2027'; another language's through Intl. */
export function dayWords(day: string, today: string, format?: LocalFormat): string {
  if (format && format.language !== 'en') {
    const same = day.slice(0, 4) === today.slice(0, 4);
    return same ? format.shortDay(dayOf(day), { utc: true }) : format.day(dayOf(day), { utc: true });
  }
  const short = `${parts(day).month} ${Number(day.slice(8, 10))}`;
  return day.slice(0, 4) === today.slice(0, 4) ? short : `${short}, ${day.slice(0, 4)}`;
}

/** 'Aug–Oct 2027', 'Dec 2027–Feb 2028', or 'Aug 2027' when both ends fall in one month. */
export function monthRange(from: string, to: string, language: Language = 'en'): string {
  if (language !== 'en') {
    const format = monthFormat(language);
    if (from.slice(0, 7) === to.slice(0, 7)) return format.format(dayOf(from));
    return format.formatRange(dayOf(from), dayOf(to));
  }
  if (from.slice(0, 7) === to.slice(0, 7)) return monthText(from);
  if (from.slice(0, 4) === to.slice(0, 4)) return `${parts(from).month}–${monthText(to)}`;
  return `${monthText(from)}–${monthText(to)}`;
}

/** A measurement with at most 2 decimals and no trailing zeros: '6.3', '7', '0.45' ('6,3' in German). */
const figureIn = (format: LocalFormat) => (value: number) =>
  format.language === 'en' ? String(Math.round(value * 100) / 100) : format.decimal(value, 2);

/** The newest measurement, or null before the first. */
const latestOf = (points: readonly TrendPoint[]) => points.at(-1) ?? null;

/**
 * '6.3 of 7 in; 0.4 in to go by Oct 1', and how full the bar is (the newest measurement over the target,
 * 0 to 1); 'No measurements yet' before the first one.
 */
export function progressWords(
  target: MeasureTarget,
  today: string,
  { t, format }: Words,
): { text: string; filled: number } {
  const figure = figureIn(format);
  const unit = unitAbbreviation(target.unit);
  const latest = latestOf(target.points);
  const by = dayWords(target.date, today, format);
  const goal = figure(target.value);
  if (!latest) return { text: t('goals.words.noMeasurements', { target: goal, unit, by }), filled: 0 };
  const toGo = Math.round(Math.abs(target.value - latest.value) * 100) / 100;
  const reached = target.projection.kind === 'reached' || toGo === 0;
  const now = figure(latest.value);
  const text = reached
    ? t('goals.words.reached', { latest: now, target: goal, unit })
    : t('goals.words.toGo', { latest: now, target: goal, unit, toGo: figure(toGo), by });
  return { text, filled: Math.max(0, Math.min(1, latest.value / target.value)) };
}

/**
 * When the target would be reached at the recent rate, in plain words, and how that sits with the
 * customer's date ('That is after your date.'), or null when there is no estimate to compare.
 */
export function projectionWords(
  target: MeasureTarget,
  today: string,
  { t, format }: Words,
): { text: string; timing: string | null } {
  const projection = target.projection;
  switch (projection.kind) {
    case 'reached':
      return {
        text: t('goals.words.reachedOn', { day: dayWords(projection.on, today, format) }),
        timing: null,
      };
    case 'not-moving':
      return { text: t('goals.words.notMoving'), timing: null };
    case 'not-enough-data':
      return {
        text:
          projection.points < projection.needed
            ? `Not enough data yet: ${projection.points} of ${pluralText(projection.needed, 'measurement')} in the last ${WINDOW_WEEKS} weeks`
            : t('goals.words.notSpanning', { weeks: WINDOW_WEEKS, span: MIN_TREND_DAYS / 7 }),
        timing: null,
      };
    case 'estimate': {
      const { earliest, latest } = projection;
      const language = format.language;
      const when =
        latest === null
          ? t('goals.words.orLater', { month: monthRange(earliest, earliest, language) })
          : monthRange(earliest, latest, language);
      const timing =
        latest !== null && latest <= target.date
          ? t('goals.words.before')
          : earliest > target.date
            ? t('goals.words.after')
            : t('goals.words.within');
      return { text: t('goals.words.estimate', { weeks: WINDOW_WEEKS, when }), timing };
    }
  }
}
