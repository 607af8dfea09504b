import { dateTimeInputValue } from '#shared/rules/entry-dates.ts';
import type { MeasurementUnit } from '#shared/rules/units.ts';
import type { WeightUnit } from '#shared/rules/weights.ts';
import type { Session } from '#shared/schemas/sessions.ts';
import type { SessionFormField } from '../api/save-session.ts';
import { weightInputText } from './weight-input.ts';

/**
 * The inputs' raw texts, one for each field the form sends (the shared schema's fields); the schema turns
 * them into numbers (and the server re-checks). `date` is a `datetime-local` value in the browser's zone.
 */
export type SessionFormValues = Record<SessionFormField, string> & { measurementUnit: MeasurementUnit };

/** What a new session starts from: the device last used (or the timer's) and the preferred unit, when known. */
export interface SessionDefaults {
  device?: string | undefined;
  /** The minutes the session timer counted (docs/decisions/017). */
  duration?: string | undefined;
  measurementUnit?: MeasurementUnit | undefined;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The form's first values: the edited session's, or a new one's from the defaults; the weight in the
 * customer's unit (`weightUnit`, docs/decisions/056).
 */
export function sessionFormValues(
  session: Session | null,
  defaults: SessionDefaults,
  weightUnit: WeightUnit = 'lb',
): SessionFormValues {
  return {
    device: session?.device ?? defaults.device ?? '',
    duration: session ? String(session.duration) : (defaults.duration ?? '20'),
    weight: weightInputText(session?.weight, weightUnit),
    length: text(session?.length),
    girth: text(session?.girth),
    measurementUnit: session?.measurementUnit ?? defaults.measurementUnit ?? 'inches',
    notes: session?.notes ?? '',
    date: dateTimeInputValue(session ? new Date(session.date) : new Date()),
  };
}
