import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { OwnSession } from './own-sessions.ts';
import { offsetText } from './own-sessions.ts';
import { OWN_SESSION_COLUMNS, ownSessionsCsv, ownSessionsJson } from './own-sessions-files.ts';

const entry = (notes: string, extra: Partial<OwnSession> = {}): OwnSession => ({
  date: '2026-11-18',
  time: '2026-11-18T21:30:00-05:00',
  device: 'Extender',
  durationMinutes: 20,
  weightLbs: null,
  length: 6.25,
  girth: null,
  unit: 'inches',
  notes,
  photo: null,
  points: {},
  ...extra,
});

async function* entries(...list: OwnSession[]) {
  yield* list;
}

describe("a customer's own sessions.csv", () => {
  it('reads back the same: a note with commas, quotes and line breaks', async () => {
    const notes = 'sets: 3, then "easy"\nsecond line\r\nthird, last';
    const csv = await text(ownSessionsCsv(entries(entry(notes), entry('plain')), pino({ level: 'silent' })));
    const [header, first, second, ...rest] = parse(csv) as string[][];
    expect(header).toEqual([...OWN_SESSION_COLUMNS]);
    expect(first).toEqual([
      '2026-11-18',
      '2026-11-18T21:30:00-05:00',
      'Extender',
      '20',
      '',
      '6.25',
      '',
      'inches',
      notes,
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(second?.[8]).toBe('plain');
    expect(rest).toEqual([]);
    // Records end with CRLF (RFC 4180); a line break inside a note stays inside its quotes.
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe(OWN_SESSION_COLUMNS.join(','));
  });

  it("has a column per measurement point, filled from a measurement entry's points", async () => {
    const measured = entry('Measurement only entry', { points: { base_girth: 5.25, bpel: 7 } });
    const csv = await text(ownSessionsCsv(entries(measured), pino({ level: 'silent' })));
    const [header, row] = parse(csv) as string[][];
    expect(header?.slice(10)).toEqual([
      'Bone-pressed erect length',
      'Non-bone-pressed erect length',
      'Base girth',
      'Mid-shaft girth',
      'Flaccid stretched length (bone-pressed)',
    ]);
    expect(row?.slice(10)).toEqual(['7', '', '5.25', '', '']);
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const csv = await text(ownSessionsCsv(entries(entry('=HYPERLINK("x")')), pino({ level: 'silent' })));
    expect((parse(csv) as string[][])[1]?.[8]).toBe('\'=HYPERLINK("x")');
  });

  it('has its header even with no entries', async () => {
    const csv = await text(ownSessionsCsv(entries(), pino({ level: 'silent' })));
    expect(csv).toBe(`${OWN_SESSION_COLUMNS.join(',')}\r\n`);
  });
});

describe("a customer's own sessions.json", () => {
  it('holds the same entries, notes untouched', async () => {
    const notes = 'a, "b"\nc';
    let json = '';
    for await (const chunk of ownSessionsJson(entries(entry(notes), entry('=1+1')))) json += chunk;
    expect(JSON.parse(json)).toEqual([entry(notes), entry('=1+1')]);
    let empty = '';
    for await (const chunk of ownSessionsJson(entries())) empty += chunk;
    expect(JSON.parse(empty)).toEqual([]);
  });
});

describe('offsetText', () => {
  it('writes an offset from UTC as ±HH:MM', () => {
    expect(offsetText(-300)).toBe('-05:00');
    expect(offsetText(330)).toBe('+05:30');
    expect(offsetText(0)).toBe('+00:00');
    expect(offsetText(-570)).toBe('-09:30');
  });
});
