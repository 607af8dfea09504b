import type { LocalFormat } from '../i18n/local-format.ts';

export type MeasurementUnit = 'inches' | 'centimeters';
export const MEASUREMENT_UNITS: readonly MeasurementUnit[] = ['inches', 'centimeters'];
const CM_PER_INCH = 2.54;

/** Converts a value to the other unit, rounded to one decimal: inches x 2.54 = cm, cm / 2.54 = in. */
export function convertMeasurement(value: number, from: MeasurementUnit): number {
  const converted = from === 'inches' ? value * CM_PER_INCH : value / CM_PER_INCH;
  return Math.round(converted * 10) / 10;
}

/**
 * The live hint under a measurement field, e.g. '15.2 cm' for 6 inches ('15,2 cm' in German,
 * docs/decisions/070); empty for no number.
 */
export function conversionHint(
  raw: string | number | null | undefined,
  from: MeasurementUnit,
  format: LocalFormat,
): string {
  if (raw === null || raw === undefined || raw === '') return '';
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(value) || value < 0) return '';
  const number = convertMeasurement(value, from);
  const converted = format.language === 'en' ? number.toFixed(1) : format.decimal(number, 1);
  return from === 'inches' ? `${converted} cm` : `${converted} in`;
}

/** The short unit shown after a number: 'in' or 'cm'. */
export const unitAbbreviation = (unit: string) => (unit === 'centimeters' ? 'cm' : 'in');

/**
 * A length or girth (2 decimals, as stored) in `to`, in whole hundredths: as entered when the units agree,
 * else x or / 2.54 rounded half up to the hundredth, in integers so no binary fraction tips it (the same
 * figure as PostgreSQL's `round(value * 2.54, 2)` of the charts, src/server/services/progress).
 */
export function hundredthsIn(value: number, from: MeasurementUnit, to: MeasurementUnit): number {
  const hundredths = Math.round(value * 100);
  if (from === to) return hundredths;
  // Round half up of a / b for a >= 0: floor((2a + b) / 2b). 2.54 is 254 / 100.
  const [a, b] = from === 'inches' ? [hundredths * 254, 100] : [hundredths * 100, 254];
  return Math.floor((2 * a + b) / (2 * b));
}
