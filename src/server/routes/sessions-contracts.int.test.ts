import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '#shared/contracts/contract.ts';
import * as photoContracts from '#shared/contracts/photos.ts';
import * as sessionContracts from '#shared/contracts/sessions.ts';
import { registerUser, signIn, signInAdminUser } from '../test/factories.ts';
import { multipartBody, sendForm, smallPng } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The sessions and photos endpoints answer exactly what their contracts (src/shared/contracts) say: the
// OpenAPI document lists each with its error codes, errors carry a code, and the customer_hash query
// parameter is bounded like every hash.
const ADMIN_PASSWORD = 'contracts admin password';
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD });
  cookie = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

const CONTRACTS: Contract[] = [...Object.values(sessionContracts), ...Object.values(photoContracts)];
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the sessions and photos contracts', () => {
  it('are what the routes registered, and the API reference lists their error codes', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(CONTRACTS).toHaveLength(11);
    for (const contract of CONTRACTS) {
      expect(t.app.contracts.get(`${contract.method} ${contract.path}`)).toBe(contract);
      const operation = document.paths[openApiPath(contract.path)][contract.method.toLowerCase()];
      expect(operation['x-error-codes']).toEqual(expect.arrayContaining([...contract.errors]));
    }
    const list = document.paths['/api/sessions'].get.responses['200'].content['application/json'].schema;
    expect(list.items.properties.measurementUnit.enum).toEqual(['inches', 'centimeters']);
  });

  it('answer errors with a code: a missing session, a missing photo, a form without an image', async () => {
    const session = await t.app.inject({ url: '/api/sessions/999999', headers: { cookie } });
    expect(session.statusCode).toBe(404);
    expect(session.json()).toEqual({ code: 'NOT_FOUND', message: 'Session not found' });
    const photo = await t.app.inject({ url: `/api/photos/${'0'.repeat(32)}`, headers: { cookie } });
    expect(photo.statusCode).toBe(404);
    expect(photo.json()).toEqual({ code: 'NOT_FOUND', message: 'Photo not found' });
    const upload = await sendForm(t.app, 'POST', '/api/upload', multipartBody({ notes: 'x' }), cookie);
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toEqual({
      code: 'VALIDATION',
      message: 'image: Choose an image to upload',
      field: 'image',
    });
  });

  it('refuse a customer_hash longer than any hash as bad input, on every endpoint', async () => {
    const long = 'a'.repeat(201);
    for (const url of ['/api/sessions', '/api/sessions/stats', '/api/sessions/export', '/api/sessions/1']) {
      const response = await t.app.inject({ url: `${url}?customer_hash=${long}`, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'VALIDATION', field: 'customer_hash' });
    }
    const photo = await t.app.inject({ url: `/api/photos/${'0'.repeat(32)}?customerHash=${long}` });
    expect(photo.json()).toMatchObject({ code: 'VALIDATION', field: 'customerHash' });
    // The longest hash is still a hash: here, one nobody proved (verified mode), so 401.
    const longest = await t.app.inject({ url: `/api/sessions?customer_hash=${'a'.repeat(200)}` });
    expect(longest.statusCode).toBe(401);
    expect(longest.json().code).toBe('UNAUTHENTICATED');
  });

  it("shows an admin another customer's photo only after the admin step", async () => {
    const form = multipartBody({}, { data: await smallPng(), contentType: 'image/png', filename: 'a.png' });
    const { imageUrl } = (await sendForm(t.app, 'POST', '/api/upload', form, cookie)).json();
    const admin = await signInAdminUser(t.app, t.mails);
    const before = await t.app.inject({ url: imageUrl, headers: { cookie: admin } });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ code: 'NOT_FOUND', message: 'Photo not found' });
    const step = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: admin },
      payload: { password: ADMIN_PASSWORD },
    });
    expect(step.statusCode).toBe(200);
    const after = await t.app.inject({ url: imageUrl, headers: { cookie: admin } });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('image/png');
  });
});
