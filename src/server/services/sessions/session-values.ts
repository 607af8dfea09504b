import type { SessionInput } from '#shared/schemas/sessions.ts';
import type { trainingSessions } from '../../db/schema.ts';

/** The stored columns of a validated entry (numbers kept as PostgreSQL numeric text). */
export function sessionValues(
  input: SessionInput,
): Omit<typeof trainingSessions.$inferInsert, 'customerHash'> {
  const numeric = (value: number | null) => (value === null ? null : String(value));
  return {
    device: input.device,
    duration: input.duration,
    weight: numeric(input.weight),
    length: numeric(input.length),
    girth: numeric(input.girth),
    measurementUnit: input.measurementUnit,
    notes: input.notes,
    ...(input.date ? { date: input.date } : {}),
  };
}
