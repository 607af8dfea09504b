import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#shared/rules/routine.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Targets for length and girth with a date (docs/decisions/057): days counted back from the real today in
// UTC, as the measurements may not lie in the future.
let t: TestApp;
let cookie: string;
let otherCookie: string;
const today = localDay(new Date(), 'UTC');
const later = addDays(today, 400);

const measure = async (daysAgo: number, values: Record<string, unknown>, who = cookie) => {
  const day = addDays(today, -daysAgo);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie: who },
    payload: { device: 'Measurement Update', duration: 0, date: `${day}T00:00:00.000Z`, day, ...values },
  });
  expect(response.statusCode).toBe(201);
};
const put = (point: string, body: unknown, who = cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/goals/targets/${point}?tz=UTC`,
    headers: { cookie: who },
    payload: body as object,
  });
const get = async (who = cookie) => {
  const response = await t.app.inject({ url: '/api/goals/targets?tz=UTC', headers: { cookie: who } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, (await registerUser(t.app)).email);
  otherCookie = await signIn(t.app, (await registerUser(t.app)).email);
  // Length: two measurements in inches in the last 8 weeks.
  await measure(20, { length: 6.1, measurementUnit: 'inches' });
  await measure(10, { length: 6.3, measurementUnit: 'inches' });
  // Girth: six weekly measurements in centimetres, rising unevenly.
  const girths = [12, 12.3, 12.3, 12.7, 12.8, 13];
  for (const [index, girth] of girths.entries()) {
    await measure(35 - index * 7, { girth, measurementUnit: 'centimeters' });
  }
  // The other customer measures too, and never sees the first one's.
  await measure(5, { length: 5, measurementUnit: 'inches' }, otherCookie);
});
afterAll(() => t.close());

describe('measurement targets', () => {
  it('starts with none', async () => {
    expect(await get()).toEqual({ today, targets: [] });
  });

  it('with 2 recent measurements: the progress is there, the projection says not enough data', async () => {
    const saved = await put('length', { value: 7, unit: 'inches', date: later });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      point: 'length',
      value: 7,
      unit: 'inches',
      date: later,
      points: [
        { day: addDays(today, -20), value: 6.1 },
        { day: addDays(today, -10), value: 6.3 },
      ],
      projection: { kind: 'not-enough-data', points: 2, needed: 4 },
    });
  });

  it('with 6 weekly measurements rising: an estimate, in the target unit', async () => {
    const saved = await put('girth', { value: 5.5, unit: 'inches', date: later });
    expect(saved.statusCode).toBe(200);
    const target = saved.json();
    // 12 cm is 4.72 in, 13 cm 5.12 in: the centimetres read in the target's inches.
    expect(target.points.map((point: { value: number }) => point.value)).toEqual([
      4.72, 4.84, 4.84, 5, 5.04, 5.12,
    ]);
    expect(target.projection.kind).toBe('estimate');
    const { earliest, likely, latest } = target.projection;
    expect(earliest > today).toBe(true);
    expect(earliest <= likely).toBe(true);
    if (latest !== null) expect(latest >= likely).toBe(true);
    const listed = await get();
    expect(listed.targets.map((each: { point: string }) => each.point)).toEqual(['length', 'girth']);
  });

  it('a changed target replaces the one there was', async () => {
    expect((await put('length', { value: 17, unit: 'centimeters', date: today })).statusCode).toBe(200);
    const [length] = (await get()).targets;
    expect(length).toMatchObject({ value: 17, unit: 'centimeters', date: today });
    expect(length.points.map((point: { value: number }) => point.value)).toEqual([15.49, 16]);
  });

  it('another customer sees none of them and cannot remove them', async () => {
    expect(await get(otherCookie)).toEqual({ today, targets: [] });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/goals/targets/length',
      headers: { cookie: otherCookie },
    });
    expect(removed.json()).toEqual({ removed: false });
    expect((await get()).targets).toHaveLength(2);
  });

  it('refuses bad input with a 400', async () => {
    const good = { value: 7, unit: 'inches', date: later };
    const bad = [
      put('length', { ...good, value: 0 }),
      put('length', { ...good, value: -1 }),
      put('length', { ...good, value: 100 }),
      put('length', { ...good, value: 7.123 }),
      put('length', { ...good, value: '7' }),
      put('length', { ...good, unit: 'feet' }),
      put('length', { ...good, date: addDays(today, -1) }),
      put('length', { ...good, date: '2026-02-30' }),
      put('weight', good),
    ];
    for (const response of await Promise.all(bad)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    }
    const past = await put('length', { ...good, date: addDays(today, -1) });
    expect(past.json()).toMatchObject({ field: 'date', message: 'Choose today or a later date' });
  });

  it('removes a target', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/goals/targets/length',
      headers: { cookie },
    });
    expect(removed.json()).toEqual({ removed: true });
    expect((await get()).targets.map((each: { point: string }) => each.point)).toEqual(['girth']);
  });

  it('asks who is asking', async () => {
    const response = await t.app.inject({ url: '/api/goals/targets' });
    expect(response.statusCode).toBe(401);
  });
});
