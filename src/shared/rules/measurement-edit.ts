import { EXTRA_POINT_KEYS } from '../measure-points.ts';
import type { Session } from '../schemas/sessions.ts';
import type { MeasurementFormValues, PointTexts } from './measurement-entry.ts';

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * The 'Log Measurements' form filled with a saved measurement entry, to edit it. The day is the calendar
 * day the user chose (`day`); an entry without one (none should be left after migration 0005) falls back to
 * the UTC date of its instant, which is what the old form stored (noon UTC of the chosen day).
 */
export function measurementFormValuesOf(
  entry: Pick<Session, 'date' | 'day' | 'length' | 'girth' | 'measurementUnit' | 'points'>,
): MeasurementFormValues {
  const points = Object.fromEntries(
    EXTRA_POINT_KEYS.map((key) => [key, text(entry.points?.[key] ?? null)]),
  ) as PointTexts;
  return {
    day: entry.day ?? entry.date.slice(0, 10),
    length: text(entry.length),
    girth: text(entry.girth),
    unit: entry.measurementUnit,
    points,
  };
}
