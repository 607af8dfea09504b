import type { Session } from '../schemas/sessions.ts';
import type { MeasurementFormValues } from './measurement-entry.ts';

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * The 'Log Measurements' form filled with a saved measurement entry, to edit it. The day is the date part
 * of the stored instant: measurement entries are stored at noon UTC of the chosen day (dateOnlyToIso).
 */
export function measurementFormValuesOf(
  entry: Pick<Session, 'date' | 'length' | 'girth' | 'measurementUnit'>,
): MeasurementFormValues {
  return {
    day: entry.date.slice(0, 10),
    length: text(entry.length),
    girth: text(entry.girth),
    unit: entry.measurementUnit,
  };
}
