import { getTableColumns } from 'drizzle-orm';
import { isMeasurementEntry } from '#shared/devices.ts';
import { utcDay } from '#shared/rules/entry-dates.ts';
import type { SessionInput } from '#shared/schemas/sessions.ts';
import { sessions } from '../../db/schema/sessions-and-photos.ts';

type SessionInsert = typeof sessions.$inferInsert;

/** The columns no input decides: the row's id and owner, its photo (attach-photo.ts), `completed` (its default). */
const NOT_FROM_INPUT = ['id', 'customerHash', 'imageUrl', 'completed'] as const;
type ValueKey = Exclude<keyof SessionInsert, (typeof NOT_FROM_INPUT)[number]>;

/**
 * Every column an entry's input decides, each named, so a column added to the table fails typecheck until
 * sessionValues gives it; undefined keeps the stored value (an update) or the column's default (a new entry).
 */
export type SessionValues = { [K in ValueKey]: SessionInsert[K] | undefined };

/** The names of SessionValues' columns, from the table, for the one INSERT of an entry (create-session.ts). */
export const SESSION_VALUE_KEYS = Object.keys(getTableColumns(sessions)).filter(
  (key) => !(NOT_FROM_INPUT as readonly string[]).includes(key),
) as ValueKey[];

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
export function sessionValues(input: SessionInput, creating: boolean): SessionValues {
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
    date: date ?? undefined,
    day,
  };
}
