import { isMeasurementEntry } from '../devices.ts';
import type { LocalFormat } from '../i18n/local-format.ts';
import type { Speech } from '../i18n/translate.ts';
import type { Session } from '../schemas/sessions.ts';
import { MEASUREMENT_NOTES } from './measurement-entry.ts';
import { convertMeasurement, type MeasurementUnit, unitAbbreviation } from './units.ts';
import { type WeightUnit, weightText } from './weights.ts';

type Displayable = Pick<Session, 'device' | 'duration' | 'weight' | 'length' | 'girth' | 'measurementUnit'>;

/**
 * Where each field of an entry shows in the lists and the history: its title (the device), its date, its
 * details (sessionDetails), the history's note snippet and thumbnail, only the entry's detail (`entry`: a
 * measurement entry's optional points, docs/decisions/059), or nowhere. The entry's detail (/entry) shows
 * every one but the id. Every field of the session schema is named, so a new one fails
 * typecheck until it is given a place here, and shown there.
 */
export const ENTRY_FIELD_PLACES = {
  id: 'nowhere',
  device: 'title',
  date: 'date',
  day: 'date',
  duration: 'details',
  weight: 'details',
  length: 'details',
  girth: 'details',
  measurementUnit: 'details',
  notes: 'note',
  imageUrl: 'thumbnail',
  points: 'entry',
} as const satisfies Record<
  keyof Session,
  'title' | 'date' | 'details' | 'note' | 'thumbnail' | 'entry' | 'nowhere'
>;

/**
 * A number without trailing zeros, at most 2 decimals: 2.5, 15, 5.25 in English (as always written);
 * '2,5' in German, French and Spanish (docs/decisions/070).
 */
export const plainNumber = (format: LocalFormat, value: number) =>
  format.language === 'en' ? String(Math.round(value * 100) / 100) : format.decimal(value, 2);

/**
 * A date's day in the browser's zone, e.g. 'Mar 7, 2026' (docs/decisions/036), '07.03.2026' in German; the
 * raw text if unparsable.
 */
export function formatSessionDate(format: LocalFormat, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format.day(date);
}

/**
 * A session's duration in the lists and the history: '30 minutes', '1 minute'; 'Taken' for a product
 * marked taken from the home, the one entry without minutes (docs/decisions/061).
 */
export const formatDuration = ({ t }: Speech, minutes: number) =>
  minutes === 0 ? t('rules.duration.taken') : t('rules.duration.minutes', { count: Math.round(minutes) });

/**
 * The profile's Recent Sessions table: 'N minutes' for every N, '1 minutes' too, because spec section 2
 * fixes that column's words ('Duration (N minutes)'); other languages take their plural.
 */
export const profileDurationText = ({ t, format }: Speech, minutes: number) =>
  t('rules.duration.profile', {
    count: minutes,
    minutes: format.language === 'en' ? String(minutes) : format.count(minutes),
  });

/** '2.5 lbs' (or '1.75 kg' in the customer's unit, docs/decisions/056), or null when no weight was logged. */
export const formatWeight = (format: LocalFormat, weight: number | null, unit: WeightUnit = 'lb') =>
  weight === null ? null : weightText(weight, unit, format);

/** '6 in' / '15.2 cm', or null when the value is missing. */
const formatMeasure = (format: LocalFormat, value: number | null, unit: string) =>
  value === null ? null : `${plainNumber(format, value)} ${unitAbbreviation(unit)}`;

/** A value in the unit asked for: as entered when it is the same, else converted to one decimal (2.54). */
function inUnit(value: number | null, entered: string, showIn: MeasurementUnit | undefined): number | null {
  if (value === null || !showIn || showIn === entered) return value;
  return convertMeasurement(value, entered === 'centimeters' ? 'centimeters' : 'inches');
}

/** True when an entry was entered in another unit than the one asked for (it is shown converted). */
export const isConverted = (session: Pick<Displayable, 'measurementUnit'>, showIn?: MeasurementUnit) =>
  !!showIn && session.measurementUnit !== showIn;

/** 'Length: 6 in' and 'Girth: 5 in', for the parts present; in `showIn` (the preferred unit) if given. */
export function measureDetails(
  { t, format }: Speech,
  session: Pick<Displayable, 'length' | 'girth' | 'measurementUnit'>,
  showIn?: MeasurementUnit,
): string[] {
  const unit = showIn ?? session.measurementUnit;
  const length = formatMeasure(format, inUnit(session.length, session.measurementUnit, showIn), unit);
  const girth = formatMeasure(format, inUnit(session.girth, session.measurementUnit, showIn), unit);
  return [
    length ? t('rules.measure.length', { value: length }) : null,
    girth ? t('rules.measure.girth', { value: girth }) : null,
  ].filter((part): part is string => part !== null);
}

/**
 * An entry's length or girth on its detail: as entered ('6.5 in'), and in `showIn` (the preferred unit)
 * after it when that is another ('6.5 in (16.5 cm)'); null when it was not measured.
 */
export function measureText(
  format: LocalFormat,
  value: number | null,
  session: Pick<Displayable, 'measurementUnit'>,
  showIn?: MeasurementUnit,
): string | null {
  const entered = formatMeasure(format, value, session.measurementUnit);
  if (entered === null || !isConverted(session, showIn)) return entered;
  return `${entered} (${formatMeasure(format, inUnit(value, session.measurementUnit, showIn), showIn ?? '')})`;
}

/**
 * What a customer wrote about an entry, or '' when nothing: a measurement entry's fixed text ('Measurement
 * only entry', spec section 7) is the app's, not a note. Line breaks as a form sends them (CRLF) read as one.
 */
export function entryNotes(session: Pick<Session, 'device' | 'notes'>): string {
  const notes = session.notes.replace(/\r\n?/g, '\n').trim();
  return isMeasurementEntry(session.device) && notes === MEASUREMENT_NOTES ? '' : notes;
}

/**
 * The detail parts shown for an entry (spec section 2): duration and optional weight (in `weightUnit`, lbs
 * unless the customer chose kg) for a session; length and girth with unit for a measurement-only entry.
 */
export function sessionDetails(
  speech: Speech,
  session: Displayable,
  showIn?: MeasurementUnit,
  weightUnit: WeightUnit = 'lb',
): string[] {
  const measures = measureDetails(speech, session, showIn);
  if (isMeasurementEntry(session.device)) return measures;
  const weight = formatWeight(speech.format, session.weight, weightUnit);
  return [formatDuration(speech, session.duration), ...(weight ? [weight] : []), ...measures];
}
