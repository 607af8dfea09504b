import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ExportRow } from './session-rows.ts';
import { csvStream, SESSION_CSV_COLUMNS, sessionRecord } from './sessions-csv.ts';

const row = (id: number, notes: string | null, name = 'ann_1'): ExportRow => ({
  id,
  username: name,
  name,
  customer_hash: 'hash0001',
  date: new Date('2026-11-02T08:00:00Z'),
  day: null,
  device: 'Anti-turtle Sleeves',
  duration: 20,
  weight: null,
  notes,
  length: null,
  girth: null,
  measurement_unit: 'inches',
  file_name: null,
});

async function exported(rows: ExportRow[]): Promise<string> {
  let text = '';
  for await (const chunk of csvStream(
    Readable.from(rows),
    SESSION_CSV_COLUMNS,
    sessionRecord,
    pino({ level: 'silent' }),
  )) {
    text += chunk;
  }
  return text;
}

describe('session CSV', () => {
  it('never lets a line break in a cell start a line with a formula', async () => {
    const text = await exported([
      row(1, 'x\r+SUM(1+1)'),
      row(2, '\n=1+1'),
      row(3, 'a\r\n-2,b\n@cmd'),
      row(4, null, 'x\r=1'),
    ]);
    const lines = text.split(/\r\n|\r|\n/).filter((line) => line !== '');
    for (const line of lines) expect(line).not.toMatch(/^[=+\-@\t\r]/);
    const records: string[][] = parse(text);
    expect(records).toHaveLength(5);
    expect(records.map((record) => record[8])).toEqual([
      'Notes',
      'x +SUM(1+1)',
      "' =1+1",
      'a  -2 b @cmd',
      '',
    ]);
    expect(records[4]?.[1]).toBe('x =1');
  });
});
