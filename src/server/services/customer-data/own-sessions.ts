import path from 'node:path';
import type pg from 'pg';
import { isExtraPoint } from '#shared/measure-points.ts';
import type { PointValues } from '#shared/schemas/sessions.ts';
import { queryRows } from '../exports/query-rows.ts';
import type { CustomerScope } from './customer-scope.ts';

/**
 * One entry of a customer's own export, as the app shows it to them: the day and the time in their zone
 * with its offset, the figures as numbers, the notes exactly as written, and the file of its photo in the
 * zip. No internal identifiers (the customer hash, user and row ids stay out; the photo's file name is the
 * one link between the two files).
 */
export type OwnSession = {
  date: string;
  time: string;
  device: string;
  durationMinutes: number;
  weightLbs: number | null;
  length: number | null;
  girth: number | null;
  unit: string;
  notes: string;
  photo: string | null;
  /** A measurement entry's optional points (docs/decisions/059), in `unit`; empty for none. */
  points: PointValues;
};

type Row = {
  day: string;
  local_time: string;
  offset_minutes: number;
  device: string;
  duration: number;
  weight: string | null;
  length: string | null;
  girth: string | null;
  measurement_unit: string;
  notes: string | null;
  session_id: number;
  photo_file: string | null;
  points: Record<string, string> | null;
};

/** '+01:00', '-05:30', '+00:00' for an offset from UTC in minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

const number = (value: string | null) => (value === null ? null : Number(value));

// A measurement entry's day is the calendar day chosen; any other entry's is its day in the zone.
const SQL = `
SELECT coalesce(s.day, (s.date AT TIME ZONE $2)::date)::text AS day,
       to_char(s.date AT TIME ZONE $2, 'YYYY-MM-DD"T"HH24:MI:SS') AS local_time,
       (extract(epoch FROM (s.date AT TIME ZONE $2) - (s.date AT TIME ZONE 'UTC')) / 60)::int AS offset_minutes,
       s.device, s.duration, s.weight::text, s.length::text, s.girth::text, s.measurement_unit, s.notes,
       s.id AS session_id,
       (SELECT p.file_name FROM photos p WHERE p.session_id = s.id ORDER BY p.created_at, p.id LIMIT 1) AS photo_file,
       (SELECT json_object_agg(m.point, m.value::text) FROM measure_points m WHERE m.session_id = s.id) AS points
  FROM sessions s
 WHERE s.customer_hash = ANY($1::text[])
 ORDER BY s.date, s.id`;

function pointsOf(raw: Record<string, string> | null): PointValues {
  const points: PointValues = {};
  for (const [key, value] of Object.entries(raw ?? {})) if (isExtraPoint(key)) points[key] = Number(value);
  return points;
}

/** The customer's entries, oldest first, read through a cursor, in `timeZone` (an IANA name). */
export async function* ownSessions(
  pool: pg.Pool,
  scope: CustomerScope,
  timeZone: string,
): AsyncGenerator<OwnSession> {
  for await (const row of queryRows<Row>(pool, SQL, [scope.hashes, timeZone])) {
    yield {
      date: row.day,
      time: `${row.local_time}${offsetText(row.offset_minutes)}`,
      device: row.device,
      durationMinutes: row.duration,
      weightLbs: number(row.weight),
      length: number(row.length),
      girth: number(row.girth),
      unit: row.measurement_unit,
      notes: row.notes ?? '',
      // The zip names a session's photo photos/<session>.<ext> (export-customer-data.ts).
      photo: row.photo_file ? `photos/${row.session_id}${path.extname(row.photo_file)}` : null,
      points: pointsOf(row.points),
    };
  }
}
