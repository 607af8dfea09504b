import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and describes the contracts with their error codes', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const getUser = document.paths['/api/user'].get;
    expect(getUser['x-error-codes']).toContain('UNAUTHENTICATED');
    expect(Object.keys(getUser.responses)).toEqual(expect.arrayContaining(['200', '401', '500', '503']));
  });
});

describe('idempotent writes', () => {
  it('document the optional Idempotency-Key header and its error codes (docs/decisions/023)', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const writes = [
      document.paths['/api/sessions'].post,
      document.paths['/api/sessions/{id}'].put,
      document.paths['/api/sessions/{id}'].delete,
      document.paths['/api/sessions/{id}/checkin'].put,
    ];
    for (const operation of writes) {
      const header = operation.parameters.find(
        (parameter: { in: string; name: string }) =>
          parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
      expect(header).toMatchObject({ required: false, schema: { type: 'string' } });
      expect(operation['x-error-codes']).toEqual(
        expect.arrayContaining([
          'IDEMPOTENCY_KEY_INVALID',
          'IDEMPOTENCY_KEY_REUSED',
          'IDEMPOTENCY_IN_PROGRESS',
        ]),
      );
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
    const read = document.paths['/api/sessions'].get;
    expect(JSON.stringify(read.parameters ?? [])).not.toContain('Idempotency-Key');
  });
});

describe('completeness', () => {
  it('lists every route the server registers, each with its error codes', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const registered = t.routes
      .flatMap((route) => [route.method].flat().map((method) => ({ method: String(method), url: route.url })))
      // The API: not the built client's static files, nor the reference page itself, nor a CORS preflight
      // (OPTIONS of the customer-account summary, docs/decisions/064), which is no operation of its own.
      .filter(({ url }) => url.startsWith('/api/') || url === '/healthz')
      .filter(
        ({ method, url }) =>
          method !== 'HEAD' &&
          method !== 'OPTIONS' &&
          !url.startsWith('/api/docs') &&
          url !== '/api/openapi.json',
      );
    expect(registered.length).toBeGreaterThan(35);
    const missing = registered.filter(({ method, url }) => {
      const path = url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = document.paths[path]?.[method.toLowerCase()];
      return !operation || !Array.isArray(operation['x-error-codes']);
    });
    expect(missing).toEqual([]);
  });
});

describe('the API reference page', () => {
  it('is served with a CSP that allows its own files and nothing from elsewhere', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/https:|upgrade-insecure-requests|unsafe-eval/);
  });
});
