import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { atTime as at } from '../test/at-time.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The goal card's numbers from SQL, against numbers worked out by hand, in Europe/Berlin around the
// spring daylight-saving switch (Sunday 29 March 2026: 02:00 CET becomes 03:00 CEST).
let t: TestApp;
let cookie: string;
let otherCookie: string;

const ANTI = 'Anti-turtle Sleeves';
// A hanging device: its minutes are session time, which a goal over every device counts (docs/decisions/054).
const NOOSE = 'Cotton Hanging Noose for Stretching Exercises';
const BERLIN = 'Europe/Berlin';

const add = async (date: string, device = NOOSE, duration = 20, extra: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie },
    payload: { device, duration, date, ...extra },
  });
  expect(response.statusCode).toBe(201);
};
const settings = (overrides: Record<string, unknown> = {}) => ({
  goal: null,
  restDays: { kind: 'none' },
  weekStart: 1,
  reminders: { enabled: false, time: '19:00' },
  timeZone: BERLIN,
  ...overrides,
});
const save = (body: unknown, who = cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/goals', headers: { cookie: who }, payload: body as object });
const summary = (now: string, tz = BERLIN, who = cookie) =>
  at(now, async () => {
    const response = await t.app.inject({
      url: `/api/goals/summary?tz=${encodeURIComponent(tz)}`,
      headers: { cookie: who },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, (await registerUser(t.app)).email);
  otherCookie = await signIn(t.app, (await registerUser(t.app)).email);
  // Monday 9 March: 60 minutes a week over every device; Sundays are rest days.
  const first = await at('2026-03-09T10:00:00Z', () =>
    save(
      settings({
        goal: { kind: 'minutes', target: 60, device: null },
        restDays: { kind: 'weekdays', weekdays: [7] },
      }),
    ),
  );
  expect(first.statusCode).toBe(200);
  // Wednesday 25 March: 3 sessions a week with the sleeves; 2 days on, 1 off from the 25th.
  const second = await at('2026-03-25T10:00:00Z', () =>
    save(
      settings({
        goal: { kind: 'sessions', target: 3, device: ANTI },
        restDays: { kind: 'cycle', on: 2, off: 1, anchor: '2026-03-25' },
      }),
    ),
  );
  expect(second.statusCode).toBe(200);
  // Rest days: Sundays 15 and 22 March (first plan), 27 and 30 March (the cycle: on 25, 26, 28, 29, 31).
  await add('2026-03-02T12:00:00Z'); // Mon 2: before the window of 31 March, inside that of 22 March
  await add('2026-03-10T20:00:00Z'); // Tue 10, 21:00 CET
  await add('2026-03-20T12:00:00Z', 'Measurement Update', 0, { length: 6 }); // not a session: Fri 20 missed
  await add('2026-03-21T12:00:00Z'); // Sat 21
  await add('2026-03-23T12:00:00Z'); // Mon 23
  await add('2026-03-24T12:00:00Z'); // Tue 24
  await add('2026-03-25T12:00:00Z'); // Wed 25
  await add('2026-03-26T12:00:00Z'); // Thu 26
  await add('2026-03-27T18:00:00Z'); // Fri 27, a rest day: logged, but not a planned day
  await add('2026-03-28T10:00:00Z'); // Sat 28
  await add('2026-03-28T23:30:00Z'); // Sun 29 00:30 CET (still Saturday in UTC)
  await add('2026-03-29T22:30:00Z', ANTI); // Mon 30 00:30 CEST (Sunday in UTC), a rest day
  await add('2026-03-30T08:00:00Z', ANTI); // Mon 30 10:00 CEST
  await add('2026-03-30T09:00:00Z', NOOSE, 15); // Mon 30, another device
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('GET /api/goals/summary', () => {
  it('computes the streak, the consistency and the week in Berlin, across the switch', async () => {
    // Tuesday 31 March, 12:00 CEST; nothing logged today yet.
    expect(await summary('2026-03-31T10:00:00Z')).toEqual({
      today: '2026-03-31',
      timeZone: BERLIN,
      savedTimeZone: BERLIN,
      // Week of Monday 30 March; the goal set on the 25th; sleeve sessions on Monday 30 (00:30 and 10:00).
      week: {
        start: '2026-03-30',
        end: '2026-04-05',
        goal: { kind: 'sessions', target: 3, device: ANTI },
        done: 2,
      },
      // 21 Mar … 30 Mar: Friday 20 was missed; Sunday 22, Friday 27 and Monday 30 are rest days (kept);
      // today is not logged yet and does not break it.
      streak: 10,
      // 4 … 31 March: 28 days, 4 rest days (15, 22, 27, 30), today not logged: 23 planned; logged on 10,
      // 21, 23, 24, 25, 26, 28 and 29.
      consistency: { kept: 8, planned: 23, restDays: 4, from: '2026-03-04' },
      restToday: false,
      resting: false,
    });
  });

  it('while the notice to rest stands, resting keeps the streak and the card stops nudging', async () => {
    const rester = await signIn(t.app, (await registerUser(t.app)).email);
    const log = async (date: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { cookie: rester },
        payload: { device: NOOSE, duration: 20, date },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    // Sessions on Wed 1, Thu 2 and Fri 3 April (Berlin); Friday's check-in has a strong answer.
    await log('2026-04-01T10:00:00Z');
    await log('2026-04-02T10:00:00Z');
    const friday = await log('2026-04-03T10:00:00Z');
    const strong = { pain: 'strong', numbness: 'none', discolouration: 'none' };
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${friday}/checkin`,
      headers: { cookie: rester },
      payload: strong,
    });
    expect(answered.statusCode).toBe(200);
    // Monday 6 April: Saturday and Sunday had no session, yet the streak holds (they were rest days).
    const resting = await summary('2026-04-06T10:00:00Z', BERLIN, rester);
    expect(resting).toMatchObject({ resting: true, restToday: false, streak: 6 });
    // Calm again: a calm check-in lifts the notice, and the rested days break the streak no more than before.
    const calm = { pain: 'none', numbness: 'none', discolouration: 'none' };
    await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${friday}/checkin`,
      headers: { cookie: rester },
      payload: calm,
    });
    const after = await summary('2026-04-06T10:00:00Z', BERLIN, rester);
    expect(after).toMatchObject({ resting: false, streak: 0 });
  });

  it('counts the day a session was logged on in the zone asked for', async () => {
    const utc = await summary('2026-03-31T10:00:00Z', 'UTC');
    // In UTC, Sunday 29 has the late session of Monday 30 in Berlin and Saturday 28 has Berlin's Sunday one.
    expect(utc.week).toMatchObject({ start: '2026-03-30', done: 1 });
    expect(utc.streak).toBe(10);
    expect(utc.consistency).toEqual({ kept: 8, planned: 23, restDays: 4, from: '2026-03-04' });
  });

  it('keeps the goal and rest days of an earlier week as they were', async () => {
    // Sunday 22 March, noon: the first goal (minutes, every device) and plan (Sundays) were in force.
    expect(await summary('2026-03-22T11:00:00Z')).toMatchObject({
      today: '2026-03-22',
      week: {
        start: '2026-03-16',
        end: '2026-03-22',
        goal: { kind: 'minutes', target: 60, device: null },
        done: 20,
      },
      // Today is a rest day (kept), Saturday 21 logged, Friday 20 missed.
      streak: 2,
      restToday: true,
      // 2 … 22 March: 21 days, Sunday 15 and today (rest) not planned: 19; logged on 2, 10 and 21.
      consistency: { kept: 3, planned: 19, restDays: 2, from: '2026-03-02' },
    });
  });

  it('a streak breaks on a missed planned day, and a logged today counts', async () => {
    // Thursday 2 April: Wednesday 1 April was planned and missed.
    expect((await summary('2026-04-02T10:00:00Z')).streak).toBe(0);
    // Tuesday 31 March at 20:00 after a session that evening: the streak counts today.
    await add('2026-03-31T17:00:00Z', ANTI);
    const evening = await summary('2026-03-31T18:00:00Z');
    expect(evening.streak).toBe(11);
    expect(evening.week.done).toBe(3);
    expect(evening.consistency).toEqual({ kept: 9, planned: 24, restDays: 4, from: '2026-03-04' });
  });

  it('follows the week start setting', async () => {
    await at('2026-03-31T10:00:00Z', () =>
      save(
        settings({
          goal: { kind: 'sessions', target: 3, device: ANTI },
          restDays: { kind: 'cycle', on: 2, off: 1, anchor: '2026-03-25' },
          weekStart: 7,
        }),
      ),
    );
    const sunday = await summary('2026-03-31T19:00:00Z');
    expect(sunday.week).toMatchObject({ start: '2026-03-29', end: '2026-04-04', done: 3 });
    // Saving the same goal and plan again wrote no new history: the streak is unchanged.
    expect(sunday.streak).toBe(11);
  });

  it('without rest days, counts the days since the first session, or the last 28, as the card says', async () => {
    const newcomer = await signIn(t.app, (await registerUser(t.app)).email);
    const log = async (date: string, payload: Record<string, unknown> = { device: NOOSE, duration: 1 }) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { cookie: newcomer },
        payload: { ...payload, date },
      });
      expect(response.statusCode).toBe(201);
    };
    // First session Friday 20 March, 10:00 in Berlin; a measurement entry on the 23rd is no session.
    await log('2026-03-20T09:00:00Z');
    await log('2026-03-23T09:00:00Z', { device: 'Measurement Update', duration: 0, length: 6 });
    await log('2026-03-25T09:00:00Z');
    // Tuesday 31 March, nothing today: 20 … 30 March are 11 days, 2 of them active ("Active on 2 of 11
    // days since Mar 20").
    expect((await summary('2026-03-31T10:00:00Z', BERLIN, newcomer)).consistency).toEqual({
      kept: 2,
      planned: 11,
      restDays: 0,
      from: '2026-03-20',
    });
    // Logged today: today counts too ("Active on 3 of 12 days since Mar 20").
    await log('2026-03-31T08:00:00Z');
    expect((await summary('2026-03-31T10:00:00Z', BERLIN, newcomer)).consistency).toMatchObject({
      kept: 3,
      planned: 12,
    });
    // Four weeks on, Friday 24 April: 28 March … 23 April, every one of the last 27 days before today
    // ("Active on 1 of the last 27 days": the session of 31 March).
    expect((await summary('2026-04-24T10:00:00Z', BERLIN, newcomer)).consistency).toEqual({
      kept: 1,
      planned: 27,
      restDays: 0,
      from: '2026-03-28',
    });
  });

  it("shows nothing of another customer's goals", async () => {
    const other = await summary('2026-03-31T10:00:00Z', BERLIN, otherCookie);
    expect(other).toMatchObject({ week: { goal: null, done: 0 }, streak: 0, savedTimeZone: null });
    expect(other.consistency).toMatchObject({ kept: 0, planned: 0 });
    const settingsAnswer = await t.app.inject({ url: '/api/goals', headers: { cookie: otherCookie } });
    expect(settingsAnswer.json()).toMatchObject({ goal: null, restDays: { kind: 'none' }, weekStart: 1 });
  });
});

describe('PUT /api/goals', () => {
  it('refuses bad input with 400 and a JSON message', async () => {
    const bad = [
      settings({ goal: { kind: 'minutes', target: 0, device: null } }),
      settings({ goal: { kind: 'minutes', target: 20_000, device: null } }),
      settings({ goal: { kind: 'hours', target: 3, device: null } }),
      settings({ goal: { kind: 'sessions', target: 2.5, device: null } }),
      settings({ goal: { kind: 'sessions', target: 3, device: 'A rocket' } }),
      settings({ restDays: { kind: 'weekdays', weekdays: [] } }),
      settings({ restDays: { kind: 'weekdays', weekdays: [1, 2, 3, 4, 5, 6, 7] } }),
      settings({ restDays: { kind: 'weekdays', weekdays: [8] } }),
      settings({ restDays: { kind: 'cycle', on: 0, off: 1, anchor: '2026-03-01' } }),
      settings({ restDays: { kind: 'cycle', on: 3, off: 1, anchor: 'yesterday' } }),
      settings({ weekStart: 0 }),
      settings({ reminders: { enabled: false, time: '25:00' } }),
      settings({ timeZone: 'Mars/Olympus_Mons' }),
      // Not offered: this account's email is not verified.
      settings({ reminders: { enabled: true, time: '19:00' } }),
    ];
    for (const body of bad) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    }
    const device = await save(settings({ goal: { kind: 'sessions', target: 3, device: 'A rocket' } }));
    expect(device.json()).toMatchObject({ field: 'goal.device', message: 'Choose a device from the list' });
  });

  it('needs a customer', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/goals', payload: settings() });
    expect(response.statusCode).toBe(401);
  });

  it('remembers the browser zone', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/goals/time-zone',
      headers: { cookie: otherCookie },
      payload: { timeZone: 'America/New_York' },
    });
    expect(response.statusCode).toBe(200);
    const answer = await t.app.inject({ url: '/api/goals', headers: { cookie: otherCookie } });
    expect(answer.json()).toMatchObject({ timeZone: 'America/New_York', reminders: { available: false } });
  });
});
