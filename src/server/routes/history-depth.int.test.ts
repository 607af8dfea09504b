import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyQuery, listHistory } from '../services/sessions/list-history.ts';
import { LIST_QUERIES } from '../services/sessions/list-sessions.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The history stays an indexed read at any depth: with 10,000 entries, the last page answers as fast as
// the first (within 2x), and PostgreSQL reads each page from an index, never a scan and sort of them all.
const ENTRIES = 10_000;
const PAGE = 50;
const ROUNDS = 15;

let t: TestApp;
let cookie: string;
let hash: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = await registerUser(t.app);
  cookie = await signIn(t.app, account.email);
  const { rows } = await t.pool.query(
    `select m.customer_hash from customer_mapping m join users u on u.id = m.user_id where u.email = $1`,
    [account.email],
  );
  hash = rows[0].customer_hash;
  // One statement: 10,000 entries an hour apart (about 14 months), ten devices in turn, every seventh a
  // measurement; and as many for another customer, so the customer's own entries must be found, not read.
  await t.pool.query(
    `insert into sessions (customer_hash, date, device, duration, length, girth, notes)
     select case when g <= $2 then $1 else 'someone-else' end,
            now() - (g % $2) * interval '1 hour' - interval '1 minute',
            case when g % 7 = 0 then 'Measurement Update' else 'device ' || (g % 10) end,
            case when g % 7 = 0 then 0 else 20 end,
            case when g % 7 = 0 then 6.5 end,
            case when g % 7 = 0 then 5 end,
            ''
       from generate_series(1, 2 * $2) g`,
    [hash, ENTRIES],
  );
  await t.pool.query('analyze sessions');
}, 120_000);
afterAll(() => t.close());

const page = (query: string) =>
  t.app.inject({ url: `/api/sessions/history?limit=${PAGE}${query}`, headers: { cookie } });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The cursor of the last page, by walking every page (which also proves they hold every entry once). */
async function lastPageCursor(query: string, expected: number) {
  const seen = new Set<number>();
  let cursor: string | null = null;
  let last = '';
  do {
    const response = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    const body = response.json();
    for (const entry of body.entries) seen.add(entry.id);
    if (cursor) last = cursor;
    cursor = body.nextCursor;
  } while (cursor);
  expect(seen.size).toBe(expected);
  return last;
}

/** Median times of two calls, taken in turns so both meet the same machine load. */
async function timeBoth(firstCall: () => Promise<unknown>, lastCall: () => Promise<unknown>) {
  const first: number[] = [];
  const last: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [times, call] of [
      [first, firstCall],
      [last, lastCall],
    ] as const) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
  }
  return { first: median(first), last: median(last) };
}

/** The first and last page through HTTP, and through the service alone (the database's share). */
async function timeFirstAndLast(query: string, device: string | undefined, lastCursor: string) {
  const request = (cursor: string) => async () => {
    const response = await page(`${query}${cursor}`);
    expect(response.statusCode).toBe(200);
  };
  const http = await timeBoth(request(''), request(`&cursor=${lastCursor}`));
  const service = (cursor: string | undefined) => () =>
    listHistory({ db: t.db }, hash, { kind: 'all', device, cursor, limit: PAGE });
  const database = await timeBoth(service(undefined), service(lastCursor));
  return { http, database };
}

const figures = (name: string, { http, database }: Awaited<ReturnType<typeof timeFirstAndLast>>) =>
  `${name}: first ${http.first.toFixed(2)} ms, last ${http.last.toFixed(2)} ms over HTTP; ` +
  `first ${database.first.toFixed(2)} ms, last ${database.last.toFixed(2)} ms in the service`;

/** PostgreSQL's plan for a page of the history deep in it. */
async function plan(filter: Parameters<typeof historyQuery>[2]) {
  const query = historyQuery(t.db, hash, filter).toSQL();
  const { rows } = await t.pool.query(`explain (analyze, costs off) ${query.sql}`, query.params);
  return rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
}

describe('the history at 10,000 entries', () => {
  it('answers the last page within twice the time of the first', async () => {
    const cursor = await lastPageCursor('', ENTRIES);
    const lastPage = (await page(`&cursor=${cursor}`)).json();
    expect(lastPage.nextCursor).toBeNull();
    expect(lastPage.entries).toHaveLength(PAGE);

    const all = await timeFirstAndLast('', undefined, cursor);
    const { rows } = await t.pool.query(
      `select count(*)::int as n from sessions where customer_hash = $1 and device = 'device 3'`,
      [hash],
    );
    const deviceCursor = await lastPageCursor('&device=device%203', rows[0].n);
    const device = await timeFirstAndLast('&device=device%203', 'device 3', deviceCursor);
    process.stdout.write(
      `history pages of ${PAGE} out of ${ENTRIES} entries, medians of ${ROUNDS}\n` +
        `${figures('all', all)}\n${figures('one device', device)}\n`,
    );
    for (const timing of [all.http, all.database, device.http, device.database]) {
      expect(timing.last).toBeLessThanOrEqual(2 * timing.first);
    }
  });

  it('reads each page from an index, without sorting the customer’s entries', async () => {
    const deep = { date: new Date(Date.now() - 9_990 * 3600_000).toISOString().replace('Z', '000Z'), id: 1 };
    for (const filter of [
      { kind: 'all', after: deep },
      { kind: 'sessions', after: deep },
      { kind: 'measurements', after: deep },
      { kind: 'all', device: 'device 3', after: deep },
      { kind: 'all', after: null },
    ] as const) {
      const text = await plan({ ...filter, limit: PAGE + 1 });
      process.stdout.write(`plan for ${JSON.stringify(filter)}:\n${text}\n`);
      expect(text).toMatch(/Index Scan using sessions_customer_\w+_idx/);
      expect(text).not.toMatch(/Seq Scan|Sort|Bitmap/);
      if (filter.after) expect(text).toMatch(/Index Cond: .*ROW\(date, id\) < ROW/);
    }
  });

  it('serves the home list (GET /api/sessions) from the index too, newest first, without a sort', async () => {
    for (const kind of ['all', 'sessions', 'measurements'] as const) {
      const list = LIST_QUERIES[kind].toQuery(t.db, { customerHash: hash, limit: 5 });
      const { rows } = await t.pool.query(`explain (analyze, costs off) ${list.text}`, list.values);
      const text = rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      process.stdout.write(`list plan for ${kind}:\n${text}\n`);
      expect(text).toMatch(/Index Scan using sessions_customer_\w+_idx/);
      expect(text).not.toMatch(/Seq Scan|Sort|Bitmap/);
    }
    const newest = await t.app.inject({ url: '/api/sessions?limit=5', headers: { cookie } });
    const dates = newest.json().map((entry: { date: string }) => entry.date);
    expect(dates).toHaveLength(5);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
