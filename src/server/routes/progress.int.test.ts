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

beforeAll(async () => {
  t = await createTestApp();
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
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const EMPTY_WEEKS = [
  '08-31',
  '09-07',
  '09-14',
  '09-21',
  '09-28',
  '10-05',
  '10-12',
  '10-19',
  '10-26',
  '11-02',
];
const emptyWeek = (day: string) => ({ week: `2026-${day}`, sessions: 0, minutes: 0, devices: [] });

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

  it('sums minutes and sessions per local week (Monday first), measurement entries left out', async () => {
    const body = (await progress('tz=America/Los_Angeles')).json();
    expect(body.weeks).toEqual([
      ...EMPTY_WEEKS.map(emptyWeek),
      {
        week: '2026-11-09',
        sessions: 3,
        minutes: 55,
        devices: [
          { device: ANTI, minutes: 30 },
          { device: ADJUSTABLE, minutes: 25 },
        ],
      },
      {
        week: '2026-11-16',
        sessions: 3,
        minutes: 55,
        devices: [
          { device: VACUUM, minutes: 25 },
          { device: STRETCHER, minutes: 20 },
          { device: ANTI, minutes: 10 },
        ],
      },
    ]);
  });

  it('puts the weeks where the customer zone says: in UTC the Sunday-night session falls a week later', async () => {
    const body = (await progress('tz=UTC')).json();
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[0]).toEqual({
      week: '2026-08-31',
      sessions: 1,
      minutes: 40,
      devices: [{ device: ANTI, minutes: 40 }],
    });
    expect(body.weeks[10]).toMatchObject({ week: '2026-11-09', sessions: 2, minutes: 25 });
    expect(body.weeks[11]).toMatchObject({ week: '2026-11-16', sessions: 4, minutes: 85 });
  });

  it('answers the heaviest weight per week for each weight device', async () => {
    const body = (await progress('tz=America/Los_Angeles')).json();
    expect(body.weights).toEqual([
      { device: ADJUSTABLE, points: [{ week: '2026-11-09', weight: 4 }] },
      { device: VACUUM, points: [{ week: '2026-11-16', weight: 2 }] },
    ]);
  });

  it('lists the local days with a session in the 12 weeks', async () => {
    const body = (await progress('tz=America/Los_Angeles')).json();
    expect(body.activeDays).toEqual([
      { date: '2026-11-10', sessions: 1, minutes: 15 },
      { date: '2026-11-12', sessions: 1, minutes: 10 },
      { date: '2026-11-15', sessions: 1, minutes: 30 },
      { date: '2026-11-16', sessions: 1, minutes: 20 },
      { date: '2026-11-17', sessions: 2, minutes: 35 },
    ]);
  });

  it('shows another customer none of it', async () => {
    const body = (await progress('tz=America/Los_Angeles', otherCookie)).json();
    expect(body).toMatchObject({ unit: 'inches', length: [], girth: [], activeDays: [] });
    expect(body.weeks.every((week: { sessions: number }) => week.sessions === 0)).toBe(true);
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
