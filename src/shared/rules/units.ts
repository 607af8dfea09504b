export type MeasurementUnit = 'inches' | 'centimeters';
export const MEASUREMENT_UNITS: readonly MeasurementUnit[] = ['inches', 'centimeters'];
const CM_PER_INCH = 2.54;

/** Converts a value to the other unit, rounded to one decimal: inches x 2.54 = cm, cm / 2.54 = in. */
export function convertMeasurement(value: number, from: MeasurementUnit): number {
  const converted = from === 'inches' ? value * CM_PER_INCH : value / CM_PER_INCH;
  return Math.round(converted * 10) / 10;
}

/** The live hint under a measurement field, e.g. '15.2 cm' for 6 inches; empty for no number. */
export function conversionHint(raw: string | number | null | undefined, from: MeasurementUnit): string {
  if (raw === null || raw === undefined || raw === '') return '';
  const value = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(value) || value < 0) return '';
  const converted = convertMeasurement(value, from).toFixed(1);
  return from === 'inches' ? `${converted} cm` : `${converted} in`;
}

/** The short unit shown after a number: 'in' or 'cm'. */
export const unitAbbreviation = (unit: string) => (unit === 'centimeters' ? 'cm' : 'in');
