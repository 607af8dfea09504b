import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type yazl from 'yazl';
import { type AppTable, ident, RAW_TEXT_TYPES } from './app-tables.ts';
import { tableEntry } from './backup-manifest.ts';
import { encodeCopyLine } from './copy-text.ts';

const CHUNK_CHARS = 64 * 1024;
/** Rows a cursor fetches at once: 500, or 4 for a table of binary data (photo_blobs: 256 KB chunks). */
const BATCH_ROWS = 500;
const BINARY_BATCH_ROWS = 4;

/** True when a table has a bytea column, whose rows may be large. */
async function holdsBinary(client: pg.ClientBase, table: AppTable): Promise<boolean> {
  const result = await client.query(
    `SELECT 1 FROM pg_attribute
      WHERE attrelid = $1::regclass AND atttypid = 'bytea'::regtype AND attnum > 0 AND NOT attisdropped`,
    [`public.${ident(table.name)}`],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * The rows of a table as COPY text, read through a cursor a batch at a time (memory stays flat: a few
 * rows of photo bytes at most).
 */
async function* copyText(client: pg.ClientBase, table: AppTable, counter: { rows: number }) {
  const batchSize = (await holdsBinary(client, table)) ? BINARY_BATCH_ROWS : BATCH_ROWS;
  const rows = client.query(
    new QueryStream(`SELECT ${table.columns.map(ident).join(', ')} FROM public.${ident(table.name)}`, [], {
      batchSize,
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
