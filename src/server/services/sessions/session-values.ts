import { isMeasurementEntry } from '#shared/devices.ts';
import { utcDay } from '#shared/rules/entry-dates.ts';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import type { sessions } from '../../db/schema/sessions-and-photos.ts';

/**
 * A measurement entry's calendar day: the one sent; else, from a `date` alone, its UTC day (older
 * clients sent noon UTC of the chosen day); undefined keeps the stored day (an edit that sends neither).
 * A training session has none: its day is its instant in the reader's zone.
 */
function entryDay(input: SessionInput, creating: boolean): string | null | undefined {
  if (!isMeasurementEntry(input.device)) return null;
  if (input.day) return input.day;
  if (input.date) return utcDay(input.date);
  return creating ? utcDay(new Date()) : undefined;
}

/** The stored columns of a validated entry (numbers kept as PostgreSQL numeric text). */
export function sessionValues(
  input: SessionInput,
  creating: boolean,
): Omit<typeof sessions.$inferInsert, 'customerHash'> {
  const numeric = (value: number | null) => (value === null ? null : String(value));
  const day = entryDay(input, creating);
  // A day sent without its start (an API caller): noon UTC, as measurement entries were dated before.
  const date = input.date ?? (input.day ? new Date(`${input.day}T12:00:00.000Z`) : null);
  return {
    device: input.device,
    duration: input.duration,
    weight: numeric(input.weight),
    length: numeric(input.length),
    girth: numeric(input.girth),
    measurementUnit: input.measurementUnit,
    notes: input.notes,
    ...(date ? { date } : {}),
    ...(day === undefined ? {} : { day }),
  };
}
