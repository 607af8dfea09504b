import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// GET /api/progress/change: the home's headline change of length and girth (docs/decisions/050).

let t: TestApp;
/** Measured in inches, then in centimetres. */
let mixed: string;
/** One girth only. */
let once: string;
/** Sessions, never a measurement. */
let never: string;

const ANTI = 'Anti-turtle Sleeves';
const MEASURE = 'Measurement Update';

const add = async (cookie: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/sessions', headers: { cookie }, payload });
  expect(response.statusCode).toBe(201);
};
const change = (cookie: string, query = '') =>
  t.app.inject({ url: `/api/progress/change${query}`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  const customer = async () => signIn(t.app, (await registerUser(t.app)).email);
  mixed = await customer();
  once = await customer();
  never = await customer();
  // 3 Mar in Los Angeles (a measurement entry's chosen day), inches.
  await add(mixed, {
    device: MEASURE,
    duration: 0,
    length: 6,
    girth: 5,
    measurementUnit: 'inches',
    day: '2026-03-03',
    date: '2026-03-03T08:00:00Z',
  });
  await add(mixed, { device: ANTI, duration: 30, date: '2026-05-01T18:00:00Z' });
  // A session with a length only, in centimetres.
  await add(mixed, {
    device: ANTI,
    duration: 20,
    length: 15.5,
    measurementUnit: 'centimeters',
    date: '2026-06-01T18:00:00Z',
  });
  // The newest measurement, in centimetres; a session after it without one.
  await add(mixed, {
    device: MEASURE,
    duration: 0,
    length: 16.76,
    girth: 13,
    measurementUnit: 'centimeters',
    day: '2026-11-16',
    date: '2026-11-16T08:00:00Z',
  });
  await add(mixed, { device: ANTI, duration: 25, date: '2026-11-17T18:00:00Z' });

  await add(once, {
    device: ANTI,
    duration: 15,
    girth: 12,
    measurementUnit: 'centimeters',
    date: '2026-10-02T18:00:00Z',
  });
  await add(never, { device: ANTI, duration: 40, date: '2026-10-02T18:00:00Z' });
});
afterAll(() => t.close());

describe('GET /api/progress/change', () => {
  it("answers in the newest measurement's unit when none is saved: first, latest and the change", async () => {
    const response = await change(mixed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      unit: 'centimeters',
      length: {
        entries: 3,
        first: { date: '2026-03-03T08:00:00.000Z', day: '2026-03-03', value: 15.24 },
        latest: { date: '2026-11-16T08:00:00.000Z', day: '2026-11-16', value: 16.76 },
        change: 1.52,
      },
      girth: {
        entries: 2,
        first: { date: '2026-03-03T08:00:00.000Z', day: '2026-03-03', value: 12.7 },
        latest: { date: '2026-11-16T08:00:00.000Z', day: '2026-11-16', value: 13 },
        change: 0.3,
      },
    });
  });

  it('converts every value to the unit asked for (cm / 2.54, to the hundredth)', async () => {
    const body = (await change(mixed, '?unit=inches')).json();
    expect(body.unit).toBe('inches');
    expect(body.length).toMatchObject({ first: { value: 6 }, latest: { value: 6.6 }, change: 0.6 });
    expect(body.girth).toMatchObject({ first: { value: 5 }, latest: { value: 5.12 }, change: 0.12 });
  });

  it('with one value, the first is the latest and there is no change', async () => {
    const body = (await change(once)).json();
    expect(body).toEqual({
      unit: 'centimeters',
      length: null,
      girth: {
        entries: 1,
        first: { date: '2026-10-02T18:00:00.000Z', day: null, value: 12 },
        latest: { date: '2026-10-02T18:00:00.000Z', day: null, value: 12 },
        change: 0,
      },
    });
  });

  it('answers nothing measured for a customer without measurements, in inches', async () => {
    const response = await change(never);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unit: 'inches', length: null, girth: null });
  });

  it("never shows another customer's values, whatever hash the query names", async () => {
    const hash = (await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie: mixed } })).json()
      .customerHash as string;
    expect(hash.length).toBeGreaterThanOrEqual(3);
    const sneaky = await change(never, `?customer_hash=${encodeURIComponent(hash)}`);
    expect(sneaky.json()).toEqual({ unit: 'inches', length: null, girth: null });
  });

  it('refuses an unknown unit as a validation error, and a request without a customer', async () => {
    const unit = await change(mixed, '?unit=furlongs');
    expect(unit.statusCode).toBe(400);
    expect(unit.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    const nobody = await t.app.inject({ url: '/api/progress/change' });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('follows the preferred unit once one is saved; a unit asked for still wins', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { cookie: mixed },
      payload: { measurementUnit: 'inches' },
    });
    expect(saved.statusCode).toBe(200);
    const body = (await change(mixed)).json();
    expect(body).toMatchObject({ unit: 'inches', length: { change: 0.6 }, girth: { change: 0.12 } });
    expect((await change(mixed, '?unit=centimeters')).json().length.change).toBe(1.52);
  });
});
