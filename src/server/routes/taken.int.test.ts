import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTime as at } from '../test/at-time.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Kinds in the numbers (docs/decisions/054, 061): pills and gel are marked taken in one tap, without
// minutes; a goal over every device counts session time only; a day with only a product taken is no
// training day.
let t: TestApp;
const BERLIN = 'Europe/Berlin';
const PILLS = 'Pills';
const GEL = 'Aloe Vera Gel';
const NOOSE = 'Cotton Hanging Noose for Stretching Exercises';
const SLEEVES = 'Anti-turtle Sleeves';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const customer = async () => signIn(t.app, (await registerUser(t.app)).email);
const mark = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/taken', headers: { cookie }, payload });
const today = (cookie: string, tz = BERLIN) =>
  t.app.inject({ url: `/api/taken?tz=${encodeURIComponent(tz)}`, headers: { cookie } });
const log = async (cookie: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/sessions', headers: { cookie }, payload });
  expect(response.statusCode).toBe(201);
  return response.json();
};

describe('/api/taken', () => {
  it('marks a product taken once a day, without minutes, and lists what the customer uses', async () => {
    const cookie = await customer();
    // Nothing used yet: nothing offered.
    expect((await today(cookie)).json().products).toEqual([]);

    const first = await mark(cookie, { device: PILLS, timeZone: BERLIN });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ device: PILLS, created: true });
    // A second tap (even at once) finds the first mark.
    const [again, same] = await Promise.all([
      mark(cookie, { device: PILLS, timeZone: BERLIN }),
      mark(cookie, { device: PILLS, timeZone: BERLIN }),
    ]);
    expect(again.json()).toEqual({ id: first.json().id, device: PILLS, created: false });
    expect(same.json().id).toBe(first.json().id);

    const listed = (await today(cookie)).json();
    expect(listed.products).toEqual([
      { device: PILLS, kind: 'consumable', todayId: first.json().id, daysLast28: 1 },
    ]);
    // The entry has no minutes, and the tiles count no session and no minute for it.
    const entry = await t.app.inject({ url: `/api/sessions/${first.json().id}`, headers: { cookie } });
    expect(entry.json()).toMatchObject({ device: PILLS, duration: 0 });
    const stats = await t.app.inject({ url: '/api/sessions/stats?tz=UTC', headers: { cookie } });
    expect(stats.json()).toEqual({ sessions: 0, minutes: 0, days: 0 });

    // Undo is deleting the entry; the product stays offered only while it has an entry.
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${first.json().id}`,
      headers: { cookie },
    });
    expect(undo.statusCode).toBeLessThan(300);
    expect((await today(cookie)).json().products).toEqual([]);
  });

  it('offers a product logged through the form, marked or not today', async () => {
    const cookie = await customer();
    await log(cookie, { device: GEL, duration: 1 });
    const listed = (await today(cookie)).json();
    expect(listed.products).toEqual([{ device: GEL, kind: 'care', todayId: null, daysLast28: 1 }]);
    // Another customer sees none of it.
    expect((await today(await customer())).json().products).toEqual([]);
  });

  it('refuses a device that is worn, not taken, and bad input, with a JSON code', async () => {
    const cookie = await customer();
    const worn = await mark(cookie, { device: NOOSE, timeZone: BERLIN });
    expect(worn.statusCode).toBe(400);
    expect(worn.json()).toMatchObject({ code: 'VALIDATION', field: 'device' });
    expect((await mark(cookie, { device: 'Unknown', timeZone: BERLIN })).statusCode).toBe(400);
    expect((await mark(cookie, { device: PILLS, timeZone: 'Mars/Base' })).statusCode).toBe(400);
    expect((await mark(cookie, { device: PILLS })).statusCode).toBe(400);
    const zone = await today(cookie, 'Nowhere/Else');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().code).toBe('VALIDATION');
    // The session form keeps the spec's minimum: no minutes are refused there.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie },
      payload: { device: PILLS, duration: 0 },
    });
    expect(form.statusCode).toBe(400);
  });

  it('needs a customer', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/taken',
          payload: { device: PILLS, timeZone: BERLIN },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('kinds in the goal card', () => {
  it('counts session time for a goal over every device; a day with only pills keeps no streak', async () => {
    const cookie = await customer();
    // Monday 9 March 2026: 60 session minutes a week.
    const saved = await at('2026-03-09T08:00:00Z', () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/goals',
        headers: { cookie },
        payload: {
          goal: { kind: 'minutes', target: 60, device: null },
          restDays: { kind: 'none' },
          weekStart: 1,
          reminders: { enabled: false, time: '19:00' },
          timeZone: BERLIN,
        },
      }),
    );
    expect(saved.statusCode).toBe(200);
    await log(cookie, { device: NOOSE, duration: 20, date: '2026-03-09T09:00:00Z' });
    await log(cookie, { device: SLEEVES, duration: 180, date: '2026-03-09T10:00:00Z' });
    await log(cookie, { device: NOOSE, duration: 15, date: '2026-03-10T09:00:00Z' });
    // Wednesday 11: pills only.
    await at('2026-03-11T09:00:00Z', () => mark(cookie, { device: PILLS, timeZone: BERLIN }));
    const summary = await at('2026-03-11T18:00:00Z', async () =>
      (await t.app.inject({ url: `/api/goals/summary?tz=${BERLIN}`, headers: { cookie } })).json(),
    );
    // 20 + 15 session minutes; the sleeves' 180 minutes of wear are not session time.
    expect(summary.week).toMatchObject({ goal: { kind: 'minutes', target: 60 }, done: 35 });
    // Monday and Tuesday kept; Wednesday (pills only) not yet logged: today does not break the streak.
    expect(summary.streak).toBe(2);
    expect(summary.consistency).toMatchObject({ kept: 2, planned: 2 });
  });
});
