import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// GET /api/sessions/history: every entry exactly once, newest first, page after page; the filters; and
// nobody else's entries, whatever cursor or hash they send.
let t: TestApp;
let alice: string;
let aliceHash: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  const aliceAccount = await registerUser(t.app);
  alice = await signIn(t.app, aliceAccount.email);
  bob = await signIn(t.app, (await registerUser(t.app)).email);
  const { rows } = await t.pool.query(
    `select m.customer_hash from customer_mapping m join users u on u.id = m.user_id where u.email = $1`,
    [aliceAccount.email],
  );
  aliceHash = rows[0].customer_hash;
  // 60 entries over about 5 months: three devices in turn, every fifth a measurement entry. Pairs share
  // the same instant (the id breaks the tie) and every other one is a microsecond later, so a cursor that
  // kept only milliseconds would skip or repeat entries.
  await t.pool.query(
    `insert into sessions (customer_hash, date, device, duration, length, girth, measurement_unit, notes)
     select $1,
            timestamptz '2026-11-01 12:00:00.000001+00' - (g / 2) * interval '5 days' + (g % 3) * interval '1 microsecond',
            case when g % 5 = 0 then 'Measurement Update'
                 else (array['Pills', 'Aloe Vera Gel', 'Anti-turtle Sleeves'])[g % 3 + 1] end,
            case when g % 5 = 0 then 0 else 10 + g end,
            case when g % 5 = 0 then 6 + g / 100.0 end,
            case when g % 5 = 0 then 5 end,
            'inches',
            'entry ' || g
       from generate_series(1, 60) g`,
    [aliceHash],
  );
});
afterAll(() => t.close());

type Page = { entries: Array<{ id: number; device: string; length: number | null; girth: number | null }> };

const history = (cookie: string | null, query = '') =>
  t.app.inject({ url: `/api/sessions/history${query}`, headers: cookie ? { cookie } : {} });

/** Every page of a query, following nextCursor, with each page's size. */
async function walk(cookie: string, query: string, limit: number) {
  const ids: number[] = [];
  const entries: Page['entries'] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const response = await history(cookie, `?limit=${limit}${query}${after}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    sizes.push(page.entries.length);
    entries.push(...page.entries);
    ids.push(...page.entries.map((entry: { id: number }) => entry.id));
    cursor = page.nextCursor;
  } while (cursor && sizes.length < 100);
  return { ids, entries, sizes };
}

/** What the history must hold, straight from the table, newest first. */
async function expectedIds(where = 'true') {
  const { rows } = await t.pool.query(
    `select id from sessions where customer_hash = $1 and (${where}) order by date desc, id desc`,
    [aliceHash],
  );
  return rows.map((row: { id: number }) => row.id);
}

describe('GET /api/sessions/history', () => {
  it('pages through every entry once, newest first, the last page without a cursor', async () => {
    const { ids, sizes } = await walk(alice, '', 7);
    expect(ids).toEqual(await expectedIds());
    expect(ids).toHaveLength(60);
    expect(sizes).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
    const exact = await walk(alice, '', 20);
    expect(exact.sizes).toEqual([20, 20, 20]);
  });

  it('answers each entry as the other sessions endpoints do, with its check-in', async () => {
    const page = (await history(alice, '?limit=1')).json();
    const one = await t.app.inject({
      url: `/api/sessions/${page.entries[0].id}`,
      headers: { cookie: alice },
    });
    // No check-in was answered for it (docs/decisions/020; checkins.int.test.ts answers some).
    expect(page.entries[0]).toEqual({ ...one.json(), checkin: null });
    expect(Object.keys(page)).toEqual(['entries', 'nextCursor']);
    expect(page.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('filters by kind and by device, still in pages', async () => {
    const measurements = await walk(alice, '&kind=measurements', 5);
    expect(measurements.ids).toEqual(await expectedIds(`length is not null or girth is not null`));
    expect(measurements.ids).toHaveLength(12);
    expect(measurements.entries.every((entry) => entry.device === 'Measurement Update')).toBe(true);

    const sessions = await walk(alice, '&kind=sessions', 10);
    expect(sessions.ids).toEqual(await expectedIds(`device <> 'Measurement Update'`));
    expect(sessions.ids).toHaveLength(48);

    const pills = await walk(alice, `&device=${encodeURIComponent('Pills')}`, 6);
    expect(pills.ids).toEqual(await expectedIds(`device = 'Pills'`));
    expect(pills.ids.length).toBeGreaterThan(10);

    const none = await walk(alice, '&kind=sessions&device=Measurement%20Update', 10);
    expect(none.ids).toEqual([]);
    const all = await walk(alice, '&kind=all', 100);
    expect(all.ids).toHaveLength(60);
  });

  it('shows another customer nothing of yours, even with your cursor or your hash', async () => {
    const first = (await history(alice, '?limit=5')).json();
    expect(first.entries).toHaveLength(5);

    const mine = await history(bob);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ entries: [], nextCursor: null });
    const withCursor = await history(bob, `?cursor=${first.nextCursor}`);
    expect(withCursor.json()).toEqual({ entries: [], nextCursor: null });
    const withHash = await history(bob, `?customer_hash=${aliceHash}`);
    expect(withHash.json()).toEqual({ entries: [], nextCursor: null });

    // Nobody signed in: the hash alone proves nothing (verified mode).
    const anonymous = await history(null, `?customer_hash=${aliceHash}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a page too large, an unknown kind and a cursor it did not make, as bad input', async () => {
    for (const query of ['?limit=101', '?limit=0', '?kind=photos', `?device=${'x'.repeat(201)}`]) {
      const response = await history(alice, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION');
    }
    const forged = Buffer.from('2026-11-01T12:00:00.000Z/3').toString('base64url');
    for (const cursor of [forged, 'not-a-cursor', '%27%20or%201%3D1']) {
      const response = await history(alice, `?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json(), cursor).toMatchObject({ code: 'VALIDATION', field: 'cursor' });
    }
  });

  it('is in the API reference with its error codes', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/sessions/history'].get;
    expect(operation['x-error-codes']).toEqual(expect.arrayContaining(['VALIDATION', 'UNAUTHENTICATED']));
  });
});
