import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let cookie: string;
let otherCookie: string;

const ANTI = 'Anti-turtle Sleeves';
const STRETCHER = 'All Day Stretcher Penis Extender';
const ADJUSTABLE = 'Adjustable Penis Weight Hanging System';
const VACUUM = 'Vacuum Hanger PE | Penis Pump & Weight Hanging';

const add = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/sessions', headers: { cookie }, payload });
  expect(response.statusCode).toBe(201);
};

// "Now" for the answers: Wednesday 18 Nov 2026, 12:00 in Los Angeles (20:00 UTC). The current local week
// starts Monday 16 Nov; the 12 weeks start Monday 31 Aug (in Los Angeles and in UTC alike). The window
// spans the end of daylight saving time (1 Nov).
const NOW = new Date('2026-11-18T20:00:00Z');
const progress = async (query: string, who = cookie) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const response = await t.app.inject({ url: `/api/progress?${query}`, headers: { cookie: who } });
  vi.useRealTimers();
  return response;
};

// A store's own products (docs/decisions/054): their kinds come from the configuration.
const NIGHT_SLEEVE = 'Night Sleeve Pro';
const ZINC = 'Zinc Tablets';
const GRIP = 'Grip Clamp';

beforeAll(async () => {
  t = await createTestApp({
    STORE_DEVICES: JSON.stringify([
      { label: NIGHT_SLEEVE, kind: 'all-day' },
      { label: ZINC, kind: 'consumable' },
      { label: GRIP, kind: 'clamp' },
    ]),
  });
  cookie = await signIn(t.app, (await registerUser(t.app)).email);
  otherCookie = await signIn(t.app, (await registerUser(t.app)).email);
  // Sunday 30 Aug 20:00 in Los Angeles, Monday 31 Aug 03:00 in UTC: before the window there, inside in UTC.
  await add({ device: ANTI, duration: 40, date: '2026-08-31T03:00:00Z' });
  // Measurements: inches, then centimetres.
  await add({ device: 'Measurement Update', duration: 0, length: 6, girth: 5, date: '2026-09-01T12:00:00Z' });
  await add({
    device: 'Measurement Update',
    duration: 0,
    length: 16,
    measurementUnit: 'centimeters',
    date: '2026-10-01T12:00:00Z',
  });
  await add({ device: ADJUSTABLE, duration: 15, weight: 3.5, date: '2026-11-10T18:00:00Z' });
  await add({ device: ADJUSTABLE, duration: 10, weight: 4, date: '2026-11-12T18:00:00Z' });
  // Sunday 15 Nov 23:30 in Los Angeles = Monday 16 Nov 07:30 UTC: the week of 9 Nov there.
  await add({ device: ANTI, duration: 30, date: '2026-11-16T07:30:00Z' });
  // Monday 16 Nov 00:30 in Los Angeles: the week of 16 Nov.
  await add({ device: STRETCHER, duration: 20, date: '2026-11-16T08:30:00Z' });
  // A measurement entry in the current week: not a session, no minutes.
  await add({
    device: 'Measurement Update',
    duration: 0,
    girth: 13,
    measurementUnit: 'centimeters',
    date: '2026-11-16T12:00:00Z',
  });
  await add({ device: VACUUM, duration: 25, weight: 2, date: '2026-11-17T18:00:00Z' });
  // A session with measurements counts in both.
  await add({ device: ANTI, duration: 10, length: 6.5, girth: 5.25, date: '2026-11-17T19:00:00Z' });
  // Pills twice on one local day and once the day before, gel once: days taken, never minutes.
  await add({ device: 'Pills', duration: 1, date: '2026-11-16T18:00:00Z' });
  await add({ device: 'Pills', duration: 1, date: '2026-11-17T16:00:00Z' });
  await add({ device: 'Pills', duration: 1, date: '2026-11-17T18:00:00Z' });
  await add({ device: 'Aloe Vera Gel', duration: 1, date: '2026-11-17T18:30:00Z' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const period = (start: string, sessions: number, minutes: number, devices: [string, number][] = []) => ({
  start,
  sessions,
  minutes,
  devices: devices.map(([device, deviceMinutes]) => ({ device, minutes: deviceMinutes })),
});

describe('GET /api/progress', () => {
  it('converts every length and girth to inches, with the change since the first and the previous', async () => {
    const body = (await progress('tz=America/Los_Angeles&unit=inches')).json();
    expect(body.unit).toBe('inches');
    expect(body.today).toBe('2026-11-18');
    expect(body.length).toEqual([
      { date: '2026-09-01', value: 6, sinceFirst: 0, sincePrevious: null },
      // 16 cm / 2.54 = 6.299… in
      { date: '2026-10-01', value: 6.3, sinceFirst: 0.3, sincePrevious: 0.3 },
      { date: '2026-11-17', value: 6.5, sinceFirst: 0.5, sincePrevious: 0.2 },
    ]);
    expect(body.girth).toEqual([
      { date: '2026-09-01', value: 5, sinceFirst: 0, sincePrevious: null },
      // 13 cm / 2.54 = 5.118… in
      { date: '2026-11-16', value: 5.12, sinceFirst: 0.12, sincePrevious: 0.12 },
      { date: '2026-11-17', value: 5.25, sinceFirst: 0.25, sincePrevious: 0.13 },
    ]);
  });

  it('converts to centimetres (x 2.54)', async () => {
    const body = (await progress('tz=America/Los_Angeles&unit=centimeters')).json();
    expect(body.unit).toBe('centimeters');
    expect(body.length.map((p: { value: number }) => p.value)).toEqual([15.24, 16, 16.51]);
    expect(body.length.map((p: { sinceFirst: number }) => p.sinceFirst)).toEqual([0, 0.76, 1.27]);
    // 5.25 in x 2.54 = 13.335 cm, rounded half up.
    expect(body.girth.map((p: { value: number }) => p.value)).toEqual([12.7, 13, 13.34]);
    expect(body.girth.map((p: { sincePrevious: number | null }) => p.sincePrevious)).toEqual([
      null,
      0.3,
      0.34,
    ]);
  });

  it('uses the unit of the newest measurement when none is asked for', async () => {
    expect((await progress('tz=UTC')).json().unit).toBe('inches');
  });

  it('sums training minutes per local week from the first entry, all-day wear apart, pills as days', async () => {
    const body = (await progress('tz=America/Los_Angeles')).json();
    expect(body).toMatchObject({ range: '12w', bucket: 'week', rangeStart: '2026-08-31' });
    // The first entry in Los Angeles is on Nov 10: no empty weeks before it.
    expect(body.training).toEqual([
      period('2026-11-09', 2, 25, [[ADJUSTABLE, 25]]),
      period('2026-11-16', 1, 25, [[VACUUM, 25]]),
    ]);
    expect(body.allDay).toEqual([
      period('2026-11-09', 1, 30, [[ANTI, 30]]),
      period('2026-11-16', 2, 30, [
        [STRETCHER, 20],
        [ANTI, 10],
      ]),
    ]);
    expect(body.takenDays).toEqual([
      { device: 'Pills', days: 2 },
      { device: 'Aloe Vera Gel', days: 1 },
    ]);
  });

  it('puts the weeks where the customer zone says: in UTC the Sunday-night session falls a week later', async () => {
    const body = (await progress('tz=UTC')).json();
    // In UTC the first entry (sleeves, Aug 31 03:00) opens the range: 12 weeks, the first without training.
    expect(body.training).toHaveLength(12);
    expect(body.training[0]).toEqual(period('2026-08-31', 0, 0));
    expect(body.allDay[0]).toEqual(period('2026-08-31', 1, 40, [[ANTI, 40]]));
    expect(body.training[10]).toEqual(period('2026-11-09', 2, 25, [[ADJUSTABLE, 25]]));
    expect(body.allDay[11]).toMatchObject({ start: '2026-11-16', sessions: 3, minutes: 60 });
  });

  it('takes a range: 4 weeks start at the first entry in them, a year is counted by month', async () => {
    const four = (await progress('tz=America/Los_Angeles&range=4w')).json();
    expect(four).toMatchObject({ range: '4w', bucket: 'week', rangeStart: '2026-10-26' });
    expect(four.training.map((p: { start: string }) => p.start)).toEqual(['2026-11-09', '2026-11-16']);
    // Length: only Nov 17 in the 4 weeks, the changes still against the first ever; the ends all history.
    expect(four.length).toEqual([{ date: '2026-11-17', value: 6.5, sinceFirst: 0.5, sincePrevious: 0.2 }]);
    expect(four.ends.length).toEqual({
      first: { date: '2026-09-01', value: 6 },
      latest: { date: '2026-11-17', value: 6.5 },
      count: 3,
    });

    const year = (await progress('tz=America/Los_Angeles&range=1y')).json();
    expect(year).toMatchObject({ range: '1y', bucket: 'month', rangeStart: '2025-12-01' });
    // Sleeves on Aug 30 in Los Angeles open the year's months.
    expect(year.training).toEqual([
      period('2026-08-01', 0, 0),
      period('2026-09-01', 0, 0),
      period('2026-10-01', 0, 0),
      period('2026-11-01', 3, 50, [
        [ADJUSTABLE, 25],
        [VACUUM, 25],
      ]),
    ]);
    expect(year.allDay.map((p: { minutes: number }) => p.minutes)).toEqual([40, 0, 0, 60]);
    expect(year.length).toHaveLength(3);

    const all = (await progress('tz=America/Los_Angeles&range=all')).json();
    expect(all).toMatchObject({ range: 'all', bucket: 'month', rangeStart: null });
    expect(all.training).toEqual(year.training);
  });

  it('answers the hanging weight: the heaviest of each week over both devices, with its ends', async () => {
    const body = (await progress('tz=America/Los_Angeles')).json();
    expect(body.hangingWeight).toEqual([
      { date: '2026-11-09', value: 4 },
      { date: '2026-11-16', value: 2 },
    ]);
    expect(body.ends.hangingWeight).toEqual({
      first: { date: '2026-11-09', value: 4 },
      latest: { date: '2026-11-16', value: 2 },
      count: 2,
    });
  });

  it("tells a store's own products apart by their configured kinds", async () => {
    const storeCookie = await signIn(t.app, (await registerUser(t.app)).email);
    for (const [device, duration] of [
      [NIGHT_SLEEVE, 300],
      [ZINC, 1],
      [GRIP, 12],
    ] as const) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { cookie: storeCookie },
        payload: { device, duration, date: '2026-11-17T18:00:00Z' },
      });
      expect(saved.statusCode).toBe(201);
    }
    const body = (await progress('tz=UTC&range=4w', storeCookie)).json();
    expect(body.training).toEqual([period('2026-11-16', 1, 12, [[GRIP, 12]])]);
    expect(body.allDay).toEqual([period('2026-11-16', 1, 300, [[NIGHT_SLEEVE, 300]])]);
    expect(body.takenDays).toEqual([{ device: ZINC, days: 1 }]);
    expect(body.activeDays).toEqual([{ date: '2026-11-17', sessions: 1, minutes: 12 }]);
  });

  it('refuses an unknown range as a validation error, in JSON with a code', async () => {
    const response = await progress('tz=UTC&range=2y');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers the heaviest weight per week for each weight device', async () => {
    const body = (await progress('tz=America/Los_Angeles')).json();
    expect(body.weights).toEqual([
      { device: ADJUSTABLE, points: [{ week: '2026-11-09', weight: 4 }] },
      { device: VACUUM, points: [{ week: '2026-11-16', weight: 2 }] },
    ]);
  });

  it('lists the local days with a training session in the 12 weeks', async () => {
    const body = (await progress('tz=America/Los_Angeles')).json();
    expect(body.activeDays).toEqual([
      { date: '2026-11-10', sessions: 1, minutes: 15 },
      { date: '2026-11-12', sessions: 1, minutes: 10 },
      { date: '2026-11-17', sessions: 1, minutes: 25 },
    ]);
  });

  it('shows another customer none of it', async () => {
    const body = (await progress('tz=America/Los_Angeles', otherCookie)).json();
    expect(body).toMatchObject({
      unit: 'inches',
      length: [],
      girth: [],
      activeDays: [],
      training: [],
      allDay: [],
      takenDays: [],
      hangingWeight: [],
    });
    expect(body.ends.length).toEqual({ first: null, latest: null, count: 0 });
    expect(body.weights).toEqual([
      { device: ADJUSTABLE, points: [] },
      { device: VACUUM, points: [] },
    ]);
  });

  it('refuses an unknown time zone or unit as a validation error', async () => {
    const zone = await progress('tz=Mars/Olympus_Mons');
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ code: 'VALIDATION', field: 'tz' });
    const unit = await progress('tz=UTC&unit=furlongs');
    expect(unit.statusCode).toBe(400);
    expect(unit.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('needs a customer', async () => {
    const response = await t.app.inject({ url: '/api/progress?tz=UTC' });
    expect(response.statusCode).toBe(401);
  });

  it("defaults to the customer's preferred unit once one is saved; an asked unit still wins", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie },
      payload: { measurementUnit: 'centimeters' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await progress('tz=UTC')).json().unit).toBe('centimeters');
    expect((await progress('tz=UTC&unit=inches')).json().unit).toBe('inches');
  });
});
