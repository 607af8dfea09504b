import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type pg from 'pg';
import { ident } from './app-tables.ts';
import type { BackupManifest } from './backup-manifest.ts';
import { decodeCopyLine } from './copy-text.ts';
import { OpsError } from './ops-error.ts';

type TableInBackup = BackupManifest['tables'][number];

// PostgreSQL takes at most 65535 parameters a statement.
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_INSERT = 1_000;
// And a bound on the text a statement carries, so wide rows keep each batch small too.
const MAX_CHARS_PER_INSERT = 1_000_000;

function insertStatement(table: TableInBackup, rows: number): string {
  const width = table.columns.length;
  const tuples = Array.from(
    { length: rows },
    (_, row) => `(${table.columns.map((_, column) => `$${row * width + column + 1}`).join(', ')})`,
  );
  // OVERRIDING SYSTEM VALUE: identity columns take the backed-up ids.
  return `INSERT INTO public.${ident(table.name)} (${table.columns.map(ident).join(', ')})
    OVERRIDING SYSTEM VALUE VALUES ${tuples.join(', ')}`;
}

/**
 * Loads a table's COPY text into it, a batch of rows per INSERT, reading the entry as it goes (memory stays
 * flat). Each value is sent as text and read by the column's type, as COPY FROM would. Answers the count.
 */
export async function loadTableData(
  client: pg.ClientBase,
  table: TableInBackup,
  input: Readable,
): Promise<number> {
  const perInsert = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / table.columns.length)),
  );
  const decoder = new StringDecoder('utf8');
  let batch: (string | null)[][] = [];
  let batchChars = 0;
  let rest = '';
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insertStatement(table, batch.length), batch.flat());
    loaded += batch.length;
    batch = [];
    batchChars = 0;
  };
  for await (const chunk of input) {
    const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const values = decodeCopyLine(line);
      if (values.length !== table.columns.length) {
        throw new OpsError(`The backup's ${table.name} data is damaged (a row has ${values.length} values).`);
      }
      batch.push(values);
      batchChars += line.length;
      if (batch.length >= perInsert || batchChars >= MAX_CHARS_PER_INSERT) await flush();
    }
  }
  if (rest + decoder.end() !== '') throw new OpsError(`The backup's ${table.name} data is cut short.`);
  await flush();
  return loaded;
}
