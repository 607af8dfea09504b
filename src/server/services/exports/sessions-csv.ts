import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Logger } from 'pino';
import { CrlfLines } from './crlf-lines.ts';
import { integerCellSql, numberCellSql, textCellSql, utcDaySql } from './csv-cells-sql.ts';

/** The columns of spec section 3, in order, each with how COPY makes its cell (csv-cells-sql.ts). */
const COLUMNS: readonly (readonly [header: string, cell: string])[] = [
  ['ID', 's.id::text'],
  ['Username', textCellSql('u.username')],
  ['Name', textCellSql('u.name')],
  ['Customer Hash', textCellSql('s.customer_hash')],
  // A measurement entry's calendar day as chosen, else the UTC day of the session.
  ['Date', `coalesce(s.day, ${utcDaySql('s.date')})`],
  ['Device', textCellSql('s.device')],
  ['Duration (min)', integerCellSql('s.duration')],
  ['Weight', numberCellSql('s.weight')],
  // The comma rule: commas in notes become spaces (and so do line breaks, as in every cell).
  ['Notes', textCellSql('s.notes', { commas: true })],
  ['Length', numberCellSql('s.length')],
  ['Girth', numberCellSql('s.girth')],
  ['Unit', textCellSql('s.measurement_unit')],
];

export const SESSION_CSV_COLUMNS = COLUMNS.map(([header]) => header);

/**
 * The COPY statement of the sessions CSV: every customer's sessions (null), or those of the hashes given,
 * oldest first per customer. COPY takes no parameters, so the hashes are quoted into it as literals.
 */
export function sessionsCsvCopySql(customerHashes: string[] | null): string {
  const cells = COLUMNS.map(([header, cell]) => `${cell} AS "${header}"`).join(',\n       ');
  const only =
    customerHashes === null
      ? ''
      : `WHERE s.customer_hash = ANY(ARRAY[${customerHashes.map((hash) => pg.escapeLiteral(hash)).join(',')}]::text[])`;
  return `COPY (
  SELECT ${cells}
    FROM sessions s
    LEFT JOIN customer_mapping m ON m.customer_hash = s.customer_hash
    LEFT JOIN users u ON u.id = m.user_id
   ${only}
   ORDER BY s.customer_hash, s.date, s.id
) TO STDOUT WITH (FORMAT csv, HEADER)`;
}

/**
 * The sessions CSV (spec section 3 columns, RFC 4180 with CRLF, a header even with no rows) written by
 * PostgreSQL itself: `COPY (SELECT ...) TO STDOUT` through pg-copy-streams, the cell rules done in the
 * SELECT, bytes passed on as they come with backpressure (docs/decisions/031). Dates are written in
 * DateStyle ISO, set for this transaction alone. A client that goes away ends the COPY: its connection is
 * dropped rather than given back mid-copy.
 */
export function sessionsCsv(pool: pg.Pool, customerHashes: string[] | null, log: Logger): Readable {
  const lines = new CrlfLines();
  const copy = async (client: pg.PoolClient) => {
    try {
      await client.query('BEGIN');
      await client.query("SET LOCAL DateStyle = 'ISO, YMD'");
      await pipeline(client.query(copyTo(sessionsCsvCopySql(customerHashes))), lines);
      await client.query('COMMIT');
      client.release();
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
  };
  pool
    .connect()
    .then(copy)
    .catch((err: Error) => {
      log.error({ err }, 'export stream failed');
      lines.destroy(err);
    });
  return lines;
}
