import { MEASUREMENT_DEVICE } from '../devices.ts';
import type { Speech, Translate } from '../i18n/translate.ts';
import { EXTRA_POINT_KEYS, type ExtraPointKey, pointRange } from '../measure-points.ts';
import { MEASURE_MAX, MEASURE_MESSAGES, type PointValues, SESSION_MESSAGES } from '../schemas/sessions.ts';
import { browserTimeZone } from './date-formats.ts';
import { isCalendarDay, startOfDayInZone } from './entry-dates.ts';
import { type MeasurementUnit, unitAbbreviation } from './units.ts';

/** The notes every measurement-only entry carries (spec section 7). */
export const MEASUREMENT_NOTES = 'Measurement only entry';
const DATE_REQUIRED = 'Date is required';

/** The optional points' inputs (docs/decisions/059): one raw text per point, '' for none. */
export type PointTexts = Record<ExtraPointKey, string>;
export const emptyPointTexts = (): PointTexts =>
  Object.fromEntries(EXTRA_POINT_KEYS.map((key) => [key, ''])) as PointTexts;

/** What the 'Log Measurements' form holds: the raw texts of its inputs. */
export type MeasurementFormValues = {
  day: string;
  length: string;
  girth: string;
  unit: MeasurementUnit;
  points: PointTexts;
};

/** The JSON body of POST /api/sessions for a measurement-only entry (spec section 7). */
export type MeasurementEntryBody = {
  device: typeof MEASUREMENT_DEVICE;
  duration: 0;
  length: number | null;
  girth: number | null;
  measurementUnit: MeasurementUnit;
  notes: typeof MEASUREMENT_NOTES;
  imageUrl: '';
  /** The start of `day` in the customer's time zone (ISO 8601): where the entry sorts. */
  date: string;
  /** The calendar day chosen, 'YYYY-MM-DD': what every list shows. */
  day: string;
  /** The optional points entered (none: {}); an edit sends them all, so the saved set is replaced. */
  points: PointValues;
};

export type MeasurementField = 'day' | 'length' | 'girth' | 'form' | ExtraPointKey;
export type MeasurementCheck =
  | { ok: true; body: MeasurementEntryBody }
  | { ok: false; field: MeasurementField; message: string };

/** 'YYYY-MM-DD' of the given moment in the browser's own time zone (the date field's default). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when neither length nor girth has been typed: the Save button stays disabled (spec section 4). */
export const isMeasurementEmpty = ({ length, girth }: Pick<MeasurementFormValues, 'length' | 'girth'>) =>
  length.trim() === '' && girth.trim() === '';

function parseMeasure(raw: string, name: keyof typeof MEASURE_MESSAGES): number | null | string {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) return MEASURE_MESSAGES[name].number;
  if (value < 0) return MEASURE_MESSAGES[name].min;
  if (value > MEASURE_MAX) return MEASURE_MESSAGES[name].max;
  return Math.round(value * 100) / 100;
}

/** An optional point's label in the language shown: 'Base girth'. */
function pointLabel(t: Translate, key: ExtraPointKey): string {
  switch (key) {
    case 'bpel':
      return t('rules.pointLabel.bpel');
    case 'nbpel':
      return t('rules.pointLabel.nbpel');
    case 'base_girth':
      return t('rules.pointLabel.baseGirth');
    case 'mid_girth':
      return t('rules.pointLabel.midGirth');
    case 'bpfsl':
      return t('rules.pointLabel.bpfsl');
  }
}

/** An optional point's text: none, a number in its range (2 decimals), or the message saying why not. */
function parsePoint(
  { t, format }: Speech,
  raw: string,
  key: ExtraPointKey,
  unit: MeasurementUnit,
): number | null | string {
  if (raw.trim() === '') return null;
  const name = pointLabel(t, key);
  const value = Number(raw);
  if (!Number.isFinite(value)) return t('rules.measureForm.notNumber', { name });
  const { min, max } = pointRange(key, unit);
  if (value < min || value > max)
    return t('rules.measureForm.range', {
      name,
      min: format.decimal(min, 2),
      max: format.decimal(max, 2),
      unit: unitAbbreviation(unit),
    });
  return Math.round(value * 100) / 100;
}

/**
 * Checks the form as the server's schema will (spec section 5: at least one of length or girth, each a
 * number of 0 or more) and builds the entry: the chosen day, sorted at its start in `timeZone` (the
 * browser's by default). Its messages in the language of `speech` (docs/decisions/070); the date's, length's and
 * girth's and the "at least one" message are spec messages (shown translated as such).
 */
export function checkMeasurementForm(
  speech: Speech,
  values: MeasurementFormValues,
  timeZone: string = browserTimeZone(),
): MeasurementCheck {
  if (!isCalendarDay(values.day)) return { ok: false, field: 'day', message: DATE_REQUIRED };
  const length = parseMeasure(values.length, 'Length');
  if (typeof length === 'string') return { ok: false, field: 'length', message: length };
  const girth = parseMeasure(values.girth, 'Girth');
  if (typeof girth === 'string') return { ok: false, field: 'girth', message: girth };
  const points: PointValues = {};
  for (const key of EXTRA_POINT_KEYS) {
    const value = parsePoint(speech, values.points[key], key, values.unit);
    if (typeof value === 'string') return { ok: false, field: key, message: value };
    if (value !== null) points[key] = value;
  }
  if (length === null && girth === null)
    return { ok: false, field: 'form', message: SESSION_MESSAGES.measurement };
  return {
    ok: true,
    body: {
      device: MEASUREMENT_DEVICE,
      duration: 0,
      length,
      girth,
      measurementUnit: values.unit,
      notes: MEASUREMENT_NOTES,
      imageUrl: '',
      date: startOfDayInZone(values.day, timeZone).toISOString(),
      day: values.day,
      points,
    },
  };
}
