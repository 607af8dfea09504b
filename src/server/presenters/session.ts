import { isMeasurementEntry } from '#shared/devices.ts';
import type { PointValues, Session } from '#shared/schemas/sessions.ts';
import type { sessions } from '../db/schema/sessions-and-photos.ts';

export type SessionRow = typeof sessions.$inferSelect;

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/**
 * The client view of a training session (spec section 3); the customer hash is not part of it. The
 * answers about one measurement entry carry its optional points (docs/decisions/059), the lists do not.
 */
export function presentSession(row: SessionRow & { points?: PointValues }): Session {
  return {
    id: row.id,
    device: row.device,
    duration: row.duration,
    weight: toNumber(row.weight),
    length: toNumber(row.length),
    girth: toNumber(row.girth),
    measurementUnit: row.measurementUnit === 'centimeters' ? 'centimeters' : 'inches',
    notes: row.notes ?? '',
    imageUrl: row.imageUrl,
    date: row.date.toISOString(),
    day: row.day,
    ...(row.points && isMeasurementEntry(row.device) ? { points: row.points } : {}),
  };
}
