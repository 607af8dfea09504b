import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Units not chosen are null, so the client can show a metric language's centimetres and kilograms, and
// English customers keep inches and pounds (docs/decisions/069).

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
      'SELECT measurement_unit, weight_unit FROM customer_settings WHERE customer_hash = $1',
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
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('units until chosen', () => {
  it('are null in the answer and in the row another setting creates', async () => {
    const cookie = await customer();
    expect((await getPreferences(cookie)).json()).toMatchObject({ measurementUnit: null, weightUnit: null });
    expect((await put(cookie, { discreetMode: true, language: 'de' })).statusCode).toBe(200);
    expect(await storedUnits(cookie)).toEqual([{ measurement_unit: null, weight_unit: null }]);
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
    expect(await storedUnits(cookie)).toEqual([{ measurement_unit: 'inches', weight_unit: 'lb' }]);
    // Another setting leaves the units chosen as they are.
    await put(cookie, { language: 'fr' });
    expect(await storedUnits(cookie)).toEqual([{ measurement_unit: 'inches', weight_unit: 'lb' }]);
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

describe('migration 0023', () => {
  it('keeps only units that differ from the old defaults as chosen', async () => {
    const sql = readFileSync(new URL('../db/migrations/0023_metric_defaults.sql', import.meta.url), 'utf8');
    const updates = sql
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    const rows = [
      ['m-inches-lb', 'inches', 'lb'],
      ['m-cm-lb', 'centimeters', 'lb'],
      ['m-inches-kg', 'inches', 'kg'],
      ['m-cm-kg', 'centimeters', 'kg'],
    ];
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      // The statements run against a scratch copy named as the real table, in this transaction only.
      await client.query(
        'CREATE TEMP TABLE customer_settings (LIKE public.customer_settings INCLUDING DEFAULTS)',
      );
      for (const [hash, unit, weight] of rows)
        await client.query(
          'INSERT INTO pg_temp.customer_settings (customer_hash, measurement_unit, weight_unit) VALUES ($1, $2, $3)',
          [hash, unit, weight],
        );
      for (const update of updates)
        await client.query(update.replace('"customer_settings"', 'pg_temp.customer_settings'));
      const after = await client.query(
        'SELECT customer_hash, measurement_unit, weight_unit FROM pg_temp.customer_settings ORDER BY customer_hash',
      );
      expect(after.rows).toEqual([
        { customer_hash: 'm-cm-kg', measurement_unit: 'centimeters', weight_unit: 'kg' },
        { customer_hash: 'm-cm-lb', measurement_unit: 'centimeters', weight_unit: null },
        { customer_hash: 'm-inches-kg', measurement_unit: null, weight_unit: 'kg' },
        { customer_hash: 'm-inches-lb', measurement_unit: null, weight_unit: null },
      ]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
