import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Logger } from 'pino';

/**
 * An RFC 4180 CSV stream (CRLF, quotes doubled) of any rows, with a header even when there are none; a cell
 * holding a line break of its own (a customer's own notes) is quoted too.
 */
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
    quoted_match: /[\r\n]/,
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
