import { dayText, shortDayText } from './english-format.ts';
import { utcMidnight } from './entry-dates.ts';
import type { MeasureChange, MeasureEnd } from './measure-change.ts';
import type { MeasurementUnit } from './units.ts';

// The home's headline change of length and girth (docs/decisions/050), in English and without Intl, as
// the rest of the home (docs/decisions/036): at most 2 decimals, as the Progress charts write them.

/** A value without trailing zeros: '6', '6.5', '16.25'. */
const plain = (value: number) => String(Math.round(Math.abs(value) * 100) / 100);

/** A change with its sign: '+0.6', '-0.25', '0'. */
export function signedText(change: number): string {
  const text = plain(change);
  if (text === '0') return '0';
  return change > 0 ? `+${text}` : `-${text}`;
}

/** The unit's word for a screen reader: '1 inch', '0.6 inches', '2 centimeters'. */
const unitWords = (value: number, unit: MeasurementUnit) => {
  const one = plain(value) === '1';
  return `${plain(value)} ${unit === 'centimeters' ? (one ? 'centimeter' : 'centimeters') : one ? 'inch' : 'inches'}`;
};

/**
 * The day of an end: a measurement entry's own day as chosen, a session's day in the browser's zone;
 * 'Mar 3' within the year of `now`, 'Mar 3, 2025' before it.
 */
export function endDayText(end: MeasureEnd, now: Date = new Date()): string {
  const midnight = end.day ? utcMidnight(end.day) : null;
  const date = midnight === null ? new Date(end.date) : new Date(midnight);
  const zone = { utc: midnight !== null };
  const year = zone.utc ? date.getUTCFullYear() : date.getFullYear();
  return year === now.getFullYear() ? shortDayText(date, zone) : dayText(date, zone);
}

/** What a row shows: the figure ('+0.6 in', 'No change', '6.5 in') and what it is ('since Mar 3'). */
export function changeRowText(measure: MeasureChange, unit: string, now?: Date) {
  const since = `since ${endDayText(measure.first, now)}`;
  if (measure.entries < 2)
    return { figure: `${plain(measure.latest.value)} ${unit}`, note: 'first measurement' };
  if (signedText(measure.change) === '0') return { figure: 'No change', note: since };
  return { figure: `${signedText(measure.change)} ${unit}`, note: since };
}

/**
 * The row as words for a screen reader, after its name ('Length'): 'up 0.6 inches since Mar 3, from 6 to
 * 6.6 inches.'; '5 inches on Mar 3, your first measurement.'
 */
export function changeSentence(measure: MeasureChange, unit: MeasurementUnit, now?: Date) {
  const { first, latest, change } = measure;
  const firstDay = endDayText(first, now);
  if (measure.entries < 2) return `${unitWords(latest.value, unit)} on ${firstDay}, your first measurement.`;
  const span = `from ${plain(first.value)} to ${unitWords(latest.value, unit)}`;
  if (signedText(change) === '0') return `no change since ${firstDay}, ${span}.`;
  return `${change > 0 ? 'up' : 'down'} ${unitWords(change, unit)} since ${firstDay}, ${span}.`;
}
