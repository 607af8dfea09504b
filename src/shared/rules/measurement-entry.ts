import { MEASUREMENT_DEVICE } from '../devices.ts';
import { MEASURE_MAX, SESSION_MESSAGES } from '../schemas/sessions.ts';
import { browserTimeZone } from './date-formats.ts';
import { isCalendarDay, startOfDayInZone } from './entry-dates.ts';
import type { MeasurementUnit } from './units.ts';

/** The notes every measurement-only entry carries (spec section 7). */
export const MEASUREMENT_NOTES = 'Measurement only entry';
const DATE_REQUIRED = 'Date is required';

/** What the 'Log Measurements' form holds: the raw texts of its inputs. */
export type MeasurementFormValues = { day: string; length: string; girth: string; unit: MeasurementUnit };

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
};

export type MeasurementField = 'day' | 'length' | 'girth' | 'form';
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

function parseMeasure(raw: string, name: string): number | null | string {
  if (raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) return `${name} must be a number`;
  if (value < 0) return `${name} must be 0 or more`;
  if (value > MEASURE_MAX) return `${name} must be at most ${MEASURE_MAX}`;
  return Math.round(value * 100) / 100;
}

/**
 * Checks the form as the server's schema will (spec section 5: at least one of length or girth, each a
 * number of 0 or more) and builds the entry: the chosen day, sorted at its start in `timeZone` (the
 * browser's by default).
 */
export function checkMeasurementForm(
  values: MeasurementFormValues,
  timeZone: string = browserTimeZone(),
): MeasurementCheck {
  if (!isCalendarDay(values.day)) return { ok: false, field: 'day', message: DATE_REQUIRED };
  const length = parseMeasure(values.length, 'Length');
  if (typeof length === 'string') return { ok: false, field: 'length', message: length };
  const girth = parseMeasure(values.girth, 'Girth');
  if (typeof girth === 'string') return { ok: false, field: 'girth', message: girth };
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
    },
  };
}
