import type { LocalFormat } from '../i18n/local-format.ts';
import type { Speech } from '../i18n/translate.ts';
import { utcMidnight } from './entry-dates.ts';
import type { MeasureChange, MeasureEnd } from './measure-change.ts';
import type { MeasurementUnit } from './units.ts';

// The home's headline change of length and girth (docs/decisions/050), in the language shown
// (docs/decisions/070; English without Intl, as the rest of the home, docs/decisions/036): at most 2
// decimals, as the Progress charts write them.

/** A value without trailing zeros: '6', '6.5', '16.25' ('6,5' in German). */
const plain = (format: LocalFormat, value: number) => {
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  return format.language === 'en' ? String(rounded) : format.decimal(rounded, 2);
};

/** A change with its sign: '+0.6', '-0.25', '0'. */
export function signedText(change: number, format: LocalFormat): string {
  const text = plain(format, change);
  if (Math.round(Math.abs(change) * 100) === 0) return format.decimal(0);
  return change > 0 ? `+${text}` : `-${text}`;
}

/** The unit's word for a screen reader: '1 inch', '0.6 inches', '2 centimeters'. */
const unitWords = ({ t, format }: Speech, value: number, unit: MeasurementUnit) => {
  const values = { count: Math.round(Math.abs(value) * 100) / 100, amount: plain(format, value) };
  return unit === 'centimeters' ? t('rules.change.centimeters', values) : t('rules.change.inches', values);
};

/**
 * The day of an end: a measurement entry's own day as chosen, a session's day in the browser's zone;
 * 'Mar 3' within the year of `now`, 'Mar 3, 2025' before it.
 */
export function endDayText(format: LocalFormat, end: MeasureEnd, now: Date = new Date()): string {
  const midnight = end.day ? utcMidnight(end.day) : null;
  const date = midnight === null ? new Date(end.date) : new Date(midnight);
  const zone = { utc: midnight !== null };
  const year = zone.utc ? date.getUTCFullYear() : date.getFullYear();
  return year === now.getFullYear() ? format.shortDay(date, zone) : format.day(date, zone);
}

/** What a row shows: the figure ('+0.6 in', 'No change', '6.5 in') and what it is ('since Mar 3'). */
export function changeRowText(speech: Speech, measure: MeasureChange, unit: string, now?: Date) {
  const { t, format } = speech;
  const since = t('rules.change.since', { day: endDayText(format, measure.first, now) });
  if (measure.entries < 2)
    return { figure: `${plain(format, measure.latest.value)} ${unit}`, note: t('rules.change.firstNote') };
  if (Math.round(Math.abs(measure.change) * 100) === 0)
    return { figure: t('rules.change.none'), note: since };
  return { figure: `${signedText(measure.change, format)} ${unit}`, note: since };
}

/**
 * The row as words for a screen reader, after its name ('Length'): 'up 0.6 inches since Mar 3, from 6 to
 * 6.6 inches.'; '5 inches on Mar 3, your first measurement.'
 */
export function changeSentence(speech: Speech, measure: MeasureChange, unit: MeasurementUnit, now?: Date) {
  const { t, format } = speech;
  const { first, latest, change } = measure;
  const day = endDayText(format, first, now);
  if (measure.entries < 2)
    return t('rules.change.sentence.first', { value: unitWords(speech, latest.value, unit), day });
  const span = { day, from: plain(format, first.value), to: unitWords(speech, latest.value, unit) };
  if (Math.round(Math.abs(change) * 100) === 0) return t('rules.change.sentence.same', span);
  const by = unitWords(speech, change, unit);
  return change > 0
    ? t('rules.change.sentence.up', { ...span, change: by })
    : t('rules.change.sentence.down', { ...span, change: by });
}
