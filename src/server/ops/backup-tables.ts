import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type yazl from 'yazl';
import { type AppTable, ident, RAW_TEXT_TYPES } from './app-tables.ts';
import { tableEntry } from './backup-manifest.ts';
import { encodeCopyLine } from './copy-text.ts';

const CHUNK_CHARS = 64 * 1024;

/** The rows of a table as COPY text, read through a cursor a batch at a time (memory stays flat). */
async function* copyText(client: pg.ClientBase, table: AppTable, counter: { rows: number }) {
  const rows = client.query(
    new QueryStream(`SELECT ${table.columns.map(ident).join(', ')} FROM public.${ident(table.name)}`, [], {
      batchSize: 500,
      rowMode: 'array',
      types: RAW_TEXT_TYPES,
    }),
  );
  let chunk = '';
  for await (const row of rows) {
    counter.rows++;
    chunk += encodeCopyLine(row as (string | null)[]);
    if (chunk.length >= CHUNK_CHARS) {
      yield Buffer.from(chunk);
      chunk = '';
    }
  }
  if (chunk) yield Buffer.from(chunk);
}

/**
 * Adds a table's rows to the zip as `COPY table (columns) TO STDOUT` would write them, and answers how
 * many there were once the zip has taken them all. `untilFailed` rejects if the zip output fails.
 */
export async function addTableData(
  zip: yazl.ZipFile,
  client: pg.ClientBase,
  table: AppTable,
  untilFailed: Promise<never>,
): Promise<number> {
  const counter = { rows: 0 };
  const data = Readable.from(copyText(client, table, counter), { objectMode: false });
  zip.addReadStream(data, tableEntry(table.name));
  await Promise.race([finished(data), untilFailed]);
  return counter.rows;
}
