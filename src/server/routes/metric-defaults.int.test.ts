import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Units not chosen are null, so the client can show a metric language's centimetres and kilograms, and
// English customers keep inches and pounds (docs/decisions/069). Every row still holds a unit, as the
// previous release reads them during a rolling deploy.

let t: TestApp;

const customer = async () => signIn(t.app, (await registerUser(t.app)).email);
const getPreferences = (cookie: string) => t.app.inject({ url: '/api/preferences', headers: { cookie } });
const put = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/preferences', headers: { cookie }, payload });
const hashOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie } })).json().customerHash as string;
const storedUnits = async (cookie: string) =>
  (
    await t.pool.query(
      `SELECT measurement_unit, measurement_unit_chosen, weight_unit, weight_unit_chosen
         FROM customer_settings WHERE customer_hash = $1`,
      [await hashOf(cookie)],
    )
  ).rows;
const measureInches = async (cookie: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie },
    payload: {
      device: 'Measurement Update',
      duration: 0,
      length: 6,
      girth: 5,
      measurementUnit: 'inches',
      day: '2026-03-03',
      date: '2026-03-03T08:00:00Z',
    },
  });
  expect(response.statusCode).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t?.close();
});

describe('units until chosen', () => {
  it('are null in the answer and in the row another setting creates', async () => {
    const cookie = await customer();
    expect((await getPreferences(cookie)).json()).toMatchObject({ measurementUnit: null, weightUnit: null });
    expect((await put(cookie, { discreetMode: true, language: 'de' })).statusCode).toBe(200);
    // The row holds the old defaults, for the previous release, not chosen.
    expect(await storedUnits(cookie)).toEqual([
      {
        measurement_unit: 'inches',
        measurement_unit_chosen: false,
        weight_unit: 'lb',
        weight_unit_chosen: false,
      },
    ]);
    expect((await getPreferences(cookie)).json()).toMatchObject({
      measurementUnit: null,
      weightUnit: null,
      language: 'de',
    });
    // A unit sent is a choice: null cannot un-choose one.
    const refused = await put(cookie, { measurementUnit: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('inches') });
  });

  it('are stored once chosen, even when the choice is the old default', async () => {
    const cookie = await customer();
    const saved = await put(cookie, { measurementUnit: 'inches', weightUnit: 'lb' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ measurementUnit: 'inches', weightUnit: 'lb' });
    const chosen = [
      {
        measurement_unit: 'inches',
        measurement_unit_chosen: true,
        weight_unit: 'lb',
        weight_unit_chosen: true,
      },
    ];
    expect(await storedUnits(cookie)).toEqual(chosen);
    // Another setting leaves the units chosen as they are.
    await put(cookie, { language: 'fr' });
    expect(await storedUnits(cookie)).toEqual(chosen);
    expect((await getPreferences(cookie)).json()).toMatchObject({
      measurementUnit: 'inches',
      weightUnit: 'lb',
    });
  });
});

describe("the server's unit when the request names none", () => {
  const change = (cookie: string) => t.app.inject({ url: '/api/progress/change', headers: { cookie } });

  it('is centimetres for a customer whose saved language is metric and who chose no unit', async () => {
    const cookie = await customer();
    await measureInches(cookie);
    await put(cookie, { language: 'de' });
    expect((await change(cookie)).json()).toMatchObject({
      unit: 'centimeters',
      length: { first: { value: 15.24 } },
    });
    const progress = await t.app.inject({ url: '/api/progress?tz=UTC&range=all', headers: { cookie } });
    expect(progress.json()).toMatchObject({ unit: 'centimeters' });
  });

  it('is the unit chosen, whatever the language', async () => {
    const cookie = await customer();
    await measureInches(cookie);
    await put(cookie, { language: 'es', measurementUnit: 'inches' });
    expect((await change(cookie)).json()).toMatchObject({ unit: 'inches' });
  });

  it('stays inches in English, as before', async () => {
    const cookie = await customer();
    await measureInches(cookie);
    expect((await change(cookie)).json()).toMatchObject({ unit: 'inches' });
    await put(cookie, { language: 'en' });
    expect((await change(cookie)).json()).toMatchObject({ unit: 'inches' });
  });
});

describe('rows written without the choice flags (before migration 0023, or by the previous release)', () => {
  it('count a unit as chosen only where it differs from the old default', async () => {
    const rows = [
      ['inches', 'lb', { measurementUnit: null, weightUnit: null }],
      ['centimeters', 'lb', { measurementUnit: 'centimeters', weightUnit: null }],
      ['inches', 'kg', { measurementUnit: null, weightUnit: 'kg' }],
      ['centimeters', 'kg', { measurementUnit: 'centimeters', weightUnit: 'kg' }],
    ] as const;
    const cookie = await customer();
    const hash = await hashOf(cookie);
    for (const [unit, weight, answer] of rows) {
      // As the previous release writes a row: the units, no flags.
      await t.pool.query(
        `INSERT INTO customer_settings (customer_hash, measurement_unit, weight_unit) VALUES ($1, $2, $3)
         ON CONFLICT (customer_hash) DO UPDATE SET measurement_unit = $2, weight_unit = $3`,
        [hash, unit, weight],
      );
      expect((await getPreferences(cookie)).json(), `${unit} and ${weight}`).toMatchObject(answer);
    }
  });
});
