import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn, signInAdmin } from '../test/factories.ts';
import { multipartBody } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Sends every route the app registers bad input, as an anonymous visitor, a customer and an admin:
// no answer may be a 5xx, every 4xx is JSON with a message, and a NUL byte in the query, a path parameter
// or a JSON body is a 400. Multipart fields are read (and checked) only by the routes that take a form,
// once they know who is asking, so there a NUL is refused; elsewhere the form is never read.
const PASSWORD = 'fuzz admin password';
let t: TestApp;

type Persona = { name: string; cookie: () => Promise<string | undefined> };
type Probe = InjectOptions & { label: string; nul?: 'bad-request' | 'refused' };
const FORM_ROUTES = new Set(['POST /api/sessions', 'PUT /api/sessions/:id', 'POST /api/upload']);

const NUL = '\u0000';
const QUERY_KEYS = [
  'customer_hash',
  'customerHash',
  'limit',
  'kind',
  'tz',
  'page',
  'pageSize',
  'token',
  'full_url',
  'redirectUrl',
  'customer_id',
  'signature',
  'shop',
];
const ABSURD_NUMBERS = ['1e309', '-1', '99999999999999999999', 'NaN', '0.5', '1e20'];
const PARAM_DEFAULTS: Record<string, string> = {
  id: '1',
  user: 'somecustomerhash',
  email: 'nobody%40example.com',
};
const BASE_BODY = {
  email: 'fuzz@example.com',
  password: 'secret12',
  username: 'fuzzer_1',
  name: 'fuzzer',
  customerHash: 'fuzzfuzzfuzzfuzzfuzz',
  notes: 'notes',
  device: 'Anti-turtle Sleeves',
  duration: '5',
  measurementUnit: 'inches',
  token: 'abcdef',
  type: 'reset',
  method: 'debug',
};

const fill = (url: string, bad?: { param: string; value: string }) =>
  url.replace(/:(\w+)/g, (_match, name: string) =>
    bad?.param === name ? bad.value : (PARAM_DEFAULTS[name] ?? 'x'),
  );

function probesFor(method: string, url: string): Probe[] {
  const probes: Probe[] = [];
  const params = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const path = fill(url);
  for (const param of params) {
    probes.push({
      label: `NUL in :${param}`,
      nul: 'bad-request',
      url: fill(url, { param, value: 'ab%00cdef' }),
    });
    for (const value of ['99999999999999999999', '-1', '1e309', '%E0%A4%A', 'x'.repeat(3000)]) {
      probes.push({ label: `:${param}=${value.slice(0, 20)}`, url: fill(url, { param, value }) });
    }
  }
  for (const key of QUERY_KEYS) {
    probes.push({ label: `NUL in ?${key}`, nul: 'bad-request', url: `${path}?${key}=abc%00defghijklmnop` });
  }
  for (const key of ['limit', 'page', 'pageSize']) {
    for (const value of ABSURD_NUMBERS)
      probes.push({ label: `?${key}=${value}`, url: `${path}?${key}=${value}` });
  }
  probes.push({
    label: 'repeated query keys',
    url: `${path}?limit=1&limit=2&customer_hash=a&customer_hash=b`,
  });
  if (method === 'GET') return probes.map((probe) => ({ ...probe, method: 'GET' as const }));

  const json = (payload: string, label: string, nul = false): Probe => ({
    label,
    ...(nul ? { nul: 'bad-request' as const } : {}),
    url: path,
    payload,
    headers: { 'content-type': 'application/json' },
  });
  for (const field of Object.keys(BASE_BODY)) {
    probes.push(
      json(JSON.stringify({ ...BASE_BODY, [field]: `a${NUL}b@example.com` }), `NUL in JSON ${field}`, true),
    );
  }
  probes.push(json(JSON.stringify({ ...BASE_BODY, nested: { deep: [`x${NUL}`] } }), 'NUL nested', true));
  probes.push(json(JSON.stringify({ ...BASE_BODY, [`key${NUL}`]: 'v' }), 'NUL in a JSON key', true));
  probes.push(json('{"email": "a@example.com", "password":', 'truncated JSON'));
  probes.push(json('{"email": "a@example.com"}}', 'malformed JSON'));
  probes.push(json('[1,2,3]', 'JSON array'));
  probes.push(json('"just a string"', 'JSON string'));
  probes.push(json('null', 'JSON null'));
  probes.push(json('{"duration": 1e309, "limit": 1e309, "device": "Anti-turtle Sleeves"}', 'JSON 1e309'));
  probes.push(
    json(
      JSON.stringify({ ...BASE_BODY, duration: 1e20, weight: -1e300, length: 1e-320, girth: 'NaN' }),
      'absurd JSON numbers',
    ),
  );
  probes.push(
    json(JSON.stringify({ ...BASE_BODY, email: 7, password: [], rememberMe: 'yes' }), 'wrong types'),
  );

  const form = multipartBody(
    { device: 'Anti-turtle Sleeves', duration: 5, notes: 'hello' },
    {
      data: Buffer.from('not really a jpeg'),
    },
  );
  probes.push({
    label: 'truncated multipart',
    url: path,
    payload: form.payload.subarray(0, Math.floor(form.payload.length / 2)),
    headers: form.headers,
  });
  probes.push({
    label: 'multipart without boundary',
    url: path,
    payload: form.payload,
    headers: { 'content-type': 'multipart/form-data' },
  });
  probes.push({
    label: 'multipart with another boundary',
    url: path,
    payload: form.payload,
    headers: { 'content-type': 'multipart/form-data; boundary=nothere' },
  });
  const formNul = FORM_ROUTES.has(`${method} ${url}`) ? { nul: 'refused' as const } : {};
  for (const [name, value] of Object.entries({ notes: `x${NUL}y`, device: `A${NUL}`, duration: `5${NUL}` })) {
    const withNul = multipartBody({ device: 'Anti-turtle Sleeves', duration: 5, [name]: value });
    probes.push({ label: `NUL in multipart ${name}`, ...formNul, url: path, ...withNul });
  }
  const badName = multipartBody({ [`na${NUL}me`]: 'x' });
  probes.push({ label: 'NUL in a multipart field name', ...formNul, url: path, ...badName });
  const tooManyFiles = multipartBody({}, { data: Buffer.from('abc'), field: 'other' });
  probes.push({ label: 'multipart with an unexpected file', url: path, ...tooManyFiles });
  for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png']) {
    probes.push({
      label: `content-type ${type}`,
      url: path,
      payload: 'a=1&b=2',
      headers: { 'content-type': type },
    });
  }
  probes.push({ label: 'no content-type', url: path, payload: 'hello' });
  // Idempotency keys (docs/decisions/023): malformed keys, and a good key on a form or body that fails.
  for (const key of ['x'.repeat(3000), 'a b c d e f', '""', 'ünïcödé-key']) {
    probes.push({
      ...json(JSON.stringify(BASE_BODY), `Idempotency-Key ${key.slice(0, 12)}`),
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
  }
  const goodKey = { 'idempotency-key': `fuzz-${method}-${url}`.replace(/[^A-Za-z0-9_.:-]/g, '_') };
  probes.push({
    label: 'keyed truncated multipart',
    url: path,
    payload: form.payload.subarray(0, 40),
    headers: { ...form.headers, ...goodKey },
  });
  probes.push({
    label: 'keyed multipart, not an image',
    url: path,
    payload: form.payload,
    headers: { ...form.headers, ...goodKey },
  });
  probes.push({
    label: 'keyed malformed JSON',
    url: path,
    payload: '{"a":',
    headers: { 'content-type': 'application/json', ...goodKey },
  });
  return probes.map((probe) => ({ ...probe, method: method as InjectOptions['method'] }));
}

function problem(probe: Probe, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 120)}`;
  if (probe.nul === 'bad-request' && status !== 400) return `NUL answered ${status}, not 400`;
  if (probe.nul === 'refused' && status < 400) return `NUL in a form accepted with ${status}`;
  if (status >= 400) {
    if (!String(response.headers['content-type']).includes('application/json')) return `${status} not JSON`;
    const message = (response.json() as { message?: unknown }).message;
    if (typeof message !== 'string' || message.length === 0) return `${status} without a message`;
  }
  return null;
}

beforeAll(async () => {
  t = await createTestApp({
    ADMIN_PASSWORD: PASSWORD,
    AUTH_RATE_LIMIT_MAX: '100000',
    HASH_RATE_LIMIT_PER_MINUTE: '100000',
    STORE_URL: 'https://shop.example',
    STORE_SHARED_SECRET: 'shared-secret-0123456789',
    STORE_APP_SECRET: 'app-secret-0123456789abc',
  });
});
afterAll(() => t.close());

describe('every route, fed bad input', () => {
  it('never answers 5xx; 4xx are JSON with a message; NUL bytes are 400', async () => {
    const { email } = await registerUser(t.app);
    const adminCookie = async () => {
      const cookie = await signIn(t.app, 'admin@example.com');
      const step = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { cookie },
        payload: { password: PASSWORD },
      });
      expect(step.statusCode).toBe(200);
      return cookie;
    };
    await signInAdmin(t.app, t.mails, PASSWORD);
    const personas: Persona[] = [
      { name: 'anonymous', cookie: async () => undefined },
      { name: 'customer', cookie: () => signIn(t.app, email) },
      { name: 'admin', cookie: adminCookie },
    ];

    const routes = t.routes
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
          method,
          url: route.url,
        })),
      )
      .filter((route) => route.method !== 'HEAD' && !route.url.includes('*'));
    expect(routes.length).toBeGreaterThan(25);

    const failures: string[] = [];
    let sent = 0;
    for (const persona of personas) {
      let cookie = await persona.cookie();
      for (const route of routes) {
        for (const probe of probesFor(route.method, route.url)) {
          const { label, nul: _nul, ...request } = probe;
          const headers = { ...(request.headers ?? {}), ...(cookie ? { cookie } : {}) };
          let response: LightMyRequestResponse;
          try {
            response = await t.app.inject({ ...request, headers });
          } catch (err) {
            failures.push(
              `${persona.name} ${route.method} ${route.url} [${label}]: threw ${(err as Error).message}`,
            );
            continue;
          }
          sent += 1;
          const found = problem(probe, response);
          if (found) failures.push(`${persona.name} ${route.method} ${route.url} [${label}]: ${found}`);
          // Signing out (or a reset) ends the session the next probes need.
          if (route.url.endsWith('/logout') || route.url.includes('reset-password'))
            cookie = await persona.cookie();
        }
      }
    }
    expect(sent).toBeGreaterThan(5000);
    expect(failures, `${failures.length} problems in ${sent} requests`).toEqual([]);
  }, 600_000);
});
