import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { EXTRA_POINT_KEYS, EXTRA_POINTS } from '#shared/measure-points.ts';
import { neutralise, numberCell } from '../exports/csv-cells.ts';
import { csvStream } from '../exports/csv-stream.ts';
import type { OwnSession } from './own-sessions.ts';

/** The columns of a customer's own sessions.csv, in order. */
export const OWN_SESSION_COLUMNS = [
  'Date',
  'Time',
  'Device',
  'Duration (min)',
  'Weight (lbs)',
  'Length',
  'Girth',
  'Unit',
  'Notes',
  'Photo',
  // A measurement entry's optional points, after the spec's columns (docs/decisions/059).
  ...EXTRA_POINT_KEYS.map((key) => EXTRA_POINTS[key].label),
];

/** A record of the CSV: text as written (formulas neutralised, line breaks and commas kept, quoted). */
export function ownSessionRecord(entry: OwnSession): string[] {
  return [
    entry.date,
    entry.time,
    neutralise(entry.device),
    String(entry.durationMinutes),
    numberCell(entry.weightLbs),
    numberCell(entry.length),
    numberCell(entry.girth),
    entry.unit,
    neutralise(entry.notes),
    entry.photo ?? '',
    ...EXTRA_POINT_KEYS.map((key) => numberCell(entry.points[key] ?? null)),
  ];
}

/** sessions.csv of a customer's own export: RFC 4180 (CRLF between records, cells quoted as needed). */
export const ownSessionsCsv = (entries: AsyncIterable<OwnSession>, log: Logger): Readable =>
  csvStream(entries, OWN_SESSION_COLUMNS, ownSessionRecord, log);

/** sessions.json of a customer's own export: the same entries as a JSON array, as text chunks. */
export async function* ownSessionsJson(entries: AsyncIterable<OwnSession>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const entry of entries) {
    yield `${first ? '' : ','}\n  ${JSON.stringify(entry)}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}
