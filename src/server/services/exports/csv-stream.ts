import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Logger } from 'pino';
import { isoDay, numberCell, textCell } from './csv-cells.ts';
import type { ExportRow } from './session-rows.ts';

/** The columns of spec section 3, in order. */
export const SESSION_CSV_COLUMNS = [
  'ID',
  'Username',
  'Name',
  'Customer Hash',
  'Date',
  'Device',
  'Duration (min)',
  'Weight',
  'Notes',
  'Length',
  'Girth',
  'Unit',
] as const;

/** One CSV record of a session: notes have commas (and every cell line breaks) replaced by spaces; no cell can start a formula. */
export function sessionRecord(row: ExportRow): string[] {
  return [
    String(row.id),
    row.username ?? '',
    row.name ?? '',
    row.customer_hash,
    row.day ?? isoDay(row.date),
    row.device,
    String(row.duration),
    numberCell(row.weight),
    (row.notes ?? '').replaceAll(',', ' '),
    numberCell(row.length),
    numberCell(row.girth),
    row.measurement_unit,
  ].map(textCell);
}

/** An RFC 4180 CSV stream (CRLF, quotes doubled) of any rows, with a header even when there are none. */
export function csvStream<T>(
  rows: AsyncIterable<T>,
  columns: readonly string[],
  toRecord: (row: T) => string[],
  log: Logger,
): Readable {
  const stringifier = stringify({
    header: true,
    columns: [...columns],
    record_delimiter: '\r\n',
    quoted_string: false,
  });
  async function* records() {
    for await (const row of rows) yield toRecord(row);
  }
  pipeline(Readable.from(records()), stringifier).catch((err: Error) => {
    log.error({ err }, 'export stream failed');
    stringifier.destroy(err);
  });
  return stringifier;
}
