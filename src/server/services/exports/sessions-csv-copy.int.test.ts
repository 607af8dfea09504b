import { stringify } from 'csv-stringify/sync';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isoDay, numberCell, textCell } from './csv-cells.ts';
import { textCellSql } from './csv-cells-sql.ts';
import { queryRows } from './query-rows.ts';
import { SESSION_CSV_COLUMNS, sessionsCsv } from './sessions-csv.ts';

// The sessions CSV is written by PostgreSQL's COPY, its cell rules in SQL (docs/decisions/031). Before, it
// was made row by row here in JavaScript; that way is kept below as the reference, and both must give the
// same bytes on data chosen to trip them up.

type Row = {
  id: number;
  username: string | null;
  name: string | null;
  customer_hash: string;
  date: Date;
  day: string | null;
  device: string;
  duration: number;
  weight: string | null;
  notes: string | null;
  length: string | null;
  girth: string | null;
  measurement_unit: string;
};

/** The export as it was made before COPY: the same rows, each cell by csv-cells.ts, csv-stringify. */
async function referenceCsv(t: TestApp, hashes: string[] | null): Promise<string> {
  const rows = queryRows<Row>(
    t.pool,
    `SELECT s.id, u.username, u.name, s.customer_hash, s.date, s.day::text AS day, s.device, s.duration,
            s.weight, s.notes, s.length, s.girth, s.measurement_unit
       FROM sessions s
       LEFT JOIN customer_mapping m ON m.customer_hash = s.customer_hash
       LEFT JOIN users u ON u.id = m.user_id
      WHERE $1::text[] IS NULL OR s.customer_hash = ANY($1::text[])
      ORDER BY s.customer_hash, s.date, s.id`,
    [hashes],
  );
  const records: string[][] = [];
  for await (const row of rows) {
    records.push(
      [
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
      ].map(textCell),
    );
  }
  return stringify(records, {
    header: true,
    columns: [...SESSION_CSV_COLUMNS],
    record_delimiter: '\r\n',
    quoted_string: false,
  });
}

async function copyCsv(t: TestApp, hashes: string[] | null): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of sessionsCsv(t.pool, hashes, pino({ level: 'silent' })))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const TRICKY_TEXT = [
  null,
  '',
  'plain',
  'a, b, "quoted"\nnext line',
  'x\r+SUM(1+1)',
  '\n=1+1',
  'a\r\n-2,b\n@cmd',
  '=HYPERLINK("http://evil")',
  '+1 -2',
  '-',
  '@',
  '\t=tab first',
  '\ttab only',
  '   =spaces first',
  '\u00a0\u2003=unicode spaces first',
  '\u2028=line separator first',
  '\ufeff@byte order mark first',
  '\u0085=next line is not a JS space',
  '\u180e=mongolian vowel separator is not one either',
  ',=comma first',
  ', , -commas and spaces',
  '"=quoted"',
  'ends with a comma,',
  'trailing\r',
  'emoji 😀, and ü',
  "'already quoted",
  '\\N',
  '\\.',
];

let t: TestApp;
let hashes: string[];
beforeAll(async () => {
  t = await createTestApp();
  hashes = TRICKY_TEXT.map((_, index) => `csvhash${String(index).padStart(3, '0')}`);
  for (const [index, text] of TRICKY_TEXT.entries()) {
    const hash = hashes[index] as string;
    // Every other customer has an account with the tricky text as username and name; the rest are store customers.
    if (index % 2 === 0) {
      const { rows } = await t.pool.query(
        `INSERT INTO users (username, email, password, name) VALUES ($1, $2, 'x', $3) RETURNING id`,
        [`${text ?? 'nameless'}${index}`, `csv${index}@example.com`, text],
      );
      await t.pool.query(`INSERT INTO customer_mapping (customer_hash, user_id) VALUES ($1, $2)`, [
        hash,
        rows[0].id,
      ]);
    }
    await t.pool.query(
      `INSERT INTO sessions (customer_hash, date, day, device, duration, weight, notes, length, girth, measurement_unit)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        hash,
        new Date(Date.UTC(2026, 0, 1 + index, 23, 59, 59, 999)),
        index % 3 === 0 ? `2025-12-${String(1 + (index % 28)).padStart(2, '0')}` : null,
        text ?? 'Anti-turtle Sleeves',
        [20, 0, -5, 1440][index % 4],
        [null, '2.50', '-1.5', '0.0', '10.0'][index % 5],
        text,
        [null, '6.25', '5.00', '-0.10', '99.99'][index % 5],
        [null, '5', '4.10', '0.01'][index % 4],
        text ?? 'inches',
      ],
    );
  }
  // Two sessions at the same instant: the order falls back to the id.
  await t.pool.query(
    `INSERT INTO sessions (customer_hash, date, device, duration) VALUES ($1, '2026-02-01T00:00:00Z', 'b', 1),
            ($1, '2026-02-01T00:00:00Z', 'a', 2)`,
    [hashes[1]],
  );
});
afterAll(() => t.close());

describe('the sessions CSV written by COPY', () => {
  it('is byte for byte the CSV the JavaScript rules wrote, for every customer and for some', async () => {
    const all = await copyCsv(t, null);
    expect(all).toBe(await referenceCsv(t, null));
    expect(all.split('\r\n').filter(Boolean)).toHaveLength(1 + TRICKY_TEXT.length + 2);
    const some = [hashes[3] as string, hashes[4] as string, "no'such\\hash"];
    expect(await copyCsv(t, some)).toBe(await referenceCsv(t, some));
    expect(await copyCsv(t, [])).toBe(`${SESSION_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('never lets a line break in a cell start a line with a formula', async () => {
    const text = await copyCsv(t, null);
    const lines = text.split(/\r\n|\r|\n/).filter((line) => line !== '');
    for (const line of lines) expect(line).not.toMatch(/^[=+\-@\t\r]/);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(lines.length);
  });

  it('neutralises a formula behind exactly the spaces JavaScript sees, for every character', async () => {
    const { rows } = await t.pool.query<{ n: number; plain: string | null; notes: string | null }>(
      `SELECT n, ${textCellSql('v')} AS plain, ${textCellSql('v', { commas: true })} AS notes
         FROM (SELECT n, chr(n) || chr(n) || '=1,' || chr(n) AS v
                 FROM generate_series(1, 65535) n WHERE n NOT BETWEEN 55296 AND 57343) cells`,
    );
    expect(rows).toHaveLength(65535 - 2048);
    const wrong = rows.filter(({ n, plain, notes }) => {
      const c = String.fromCharCode(n);
      const cell = `${c}${c}=1,${c}`;
      return (plain ?? '') !== textCell(cell) || (notes ?? '') !== textCell(cell.replaceAll(',', ' '));
    });
    expect(wrong.map(({ n }) => n.toString(16))).toEqual([]);
  });
});
