import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn, uniqueEmail } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A store's own products (STORE_DEVICES, docs/decisions/054) are devices like the spec's ten.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    STORE_DEVICES: JSON.stringify([{ label: 'Night Sleeve Pro', kind: 'all-day' }]),
  });
});
afterAll(() => t.close());

async function customer() {
  const { email } = await registerUser(t.app, uniqueEmail('store-devices'));
  return { cookie: await signIn(t.app, email), 'idempotency-key': randomUUID() };
}

describe("a store's own products", () => {
  it('are listed after the ten with their kind', async () => {
    const response = await t.app.inject({ url: '/api/app-config' });
    expect(response.statusCode).toBe(200);
    const devices = response.json().devices as { label: string; kind: string }[];
    expect(devices).toHaveLength(11);
    expect(devices.at(-1)).toEqual({ label: 'Night Sleeve Pro', kind: 'all-day' });
  });

  it('can be logged, and never with a weight (spec section 5)', async () => {
    const headers = await customer();
    const session = { device: 'Night Sleeve Pro', duration: 240, measurementUnit: 'inches', imageUrl: '' };
    const logged = await t.app.inject({ method: 'POST', url: '/api/sessions', headers, payload: session });
    expect(logged.statusCode).toBe(201);
    const stored = await t.pool.query('SELECT device, duration FROM sessions WHERE id = $1', [
      logged.json().id,
    ]);
    expect(stored.rows).toEqual([{ device: 'Night Sleeve Pro', duration: 240 }]);

    const weighted = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { ...session, weight: 2 },
    });
    expect(weighted.statusCode).toBe(400);
    expect(weighted.json().code).toBe('VALIDATION');
  });

  it('a product the store did not list is refused', async () => {
    const headers = await customer();
    const payload = { device: 'Unlisted Gadget', duration: 20, measurementUnit: 'inches', imageUrl: '' };
    const response = await t.app.inject({ method: 'POST', url: '/api/sessions', headers, payload });
    expect(response.statusCode).toBe(400);
    expect(await t.pool.query("SELECT 1 FROM sessions WHERE device = 'Unlisted Gadget'")).toHaveProperty(
      'rowCount',
      0,
    );
  });
});
