import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Contract, pathOf } from '#shared/contracts/contract.ts';
import { MEASUREMENT_DEVICE } from '#shared/devices.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The two inputs that answered 500 (issue 27), sent to every route the contracts declare, as a stranger
// and as a signed-in customer: a JSON body nested 10,000 deep to every write, and impossible dates to
// every field a body or query schema declares as a date or date-time. Each answer is a 4xx with a JSON
// code (a 400 once the caller may write), never a 5xx, and nothing is stored. A new route is covered by
// its contract alone; a valid input in VALID_INPUTS also shows that the date itself is what is refused.
const DEPTH = 10_000;
const DEEP_JSON = [
  `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  `{"device":"${MEASUREMENT_DEVICE}","duration":0,"length":5,"notes":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`,
];
/** Sent to every date field: a date field refuses a time too, and a date-time field takes a bare day. */
const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2027-02-29',
  '2026-04-31',
  '2026-02-30T10:00:00.000Z',
  '2026-13-01T08:00',
  '0000-01-01T00:00:00Z',
];

type Input = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
};
/** Rows that change whatever a request carries: the rate limits' counts, the scheduler's own runs. */
const BOOKKEEPING = new Set(['rate_limits', 'job_runs']);

let t: TestApp;
let customer: string;
let entryId: number;

const measurement = { device: MEASUREMENT_DEVICE, duration: 0, length: 5, measurementUnit: 'inches' };
/** A valid input per route, where a date is all that makes a probe wrong. */
const VALID_INPUTS: Record<string, () => Input> = {
  'PUT /api/goals': () => ({
    body: {
      goal: null,
      restDays: { kind: 'cycle', on: 2, off: 1, anchor: '2026-03-02' },
      weekStart: 1,
      reminders: { enabled: false, time: '19:00' },
      timeZone: 'Europe/Berlin',
    },
  }),
  'POST /api/sessions': () => ({ body: { ...measurement, day: '2026-03-02' } }),
  'PUT /api/sessions/:id': () => ({ params: { id: entryId }, body: { ...measurement, day: '2026-03-02' } }),
};

/**
 * The paths of the fields whose JSON Schema takes a date or date-time format (calendarDateTime's shows as
 * a date or a local date-time, which JSON Schema has no format for).
 */
function dateFields(schema: z.ZodType | undefined): string[][] {
  if (!schema) return [];
  const found = new Map<string, string[]>();
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { format, properties, items, anyOf, oneOf, allOf } = node as Record<string, unknown>;
    if (format === 'date' || format === 'date-time') found.set(path.join('.'), path);
    for (const option of [anyOf, oneOf, allOf].flatMap((list) => (Array.isArray(list) ? list : []))) {
      walk(option, path);
    }
    for (const [name, inner] of Object.entries((properties as Record<string, unknown>) ?? {})) {
      walk(inner, [...path, name]);
    }
    if (items) walk(items, [...path, '0']);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), []);
  return [...found.values()];
}

/** A copy of `value` with `text` at `path`, objects (or arrays, for an index) made on the way. */
function withValue(value: Record<string, unknown>, path: string[], text: string): Record<string, unknown> {
  const copy = structuredClone(value);
  let node: Record<string, unknown> = copy;
  path.slice(0, -1).forEach((name, index) => {
    if (!node[name] || typeof node[name] !== 'object')
      node[name] = /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    node = node[name] as Record<string, unknown>;
  });
  node[path.at(-1) as string] = text;
  return copy;
}

const contracts = (): Contract[] => [...t.app.contracts.values()];
const urlOf = (contract: Contract, input: Input = {}) => {
  const params = Object.fromEntries(
    [...contract.path.matchAll(/:(\w+)/g)].map((match) => [
      match[1],
      input.params?.[match[1] as string] ?? 1,
    ]),
  );
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  return `${pathOf(contract, params)}${query ? `?${query}` : ''}`;
};

/** Every row a customer's request could have written, table by table, in a stable order. */
async function storedRows(): Promise<Record<string, string[]>> {
  const tables = await t.pool.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    if (BOOKKEEPING.has(name)) continue;
    const result = await t.pool.query(`SELECT * FROM "${name}"`);
    rows[name] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

const personas = () => [
  { name: 'stranger', headers: {} as Record<string, string> },
  { name: 'customer', headers: { cookie: customer } },
];

/** What is wrong with an answer to input that must be refused, or null. */
function problem(response: LightMyRequestResponse, mayWrite: boolean): string | null {
  const { statusCode } = response;
  if (statusCode >= 500) return `${statusCode} ${response.body.slice(0, 160)}`;
  if (statusCode < 400) return `accepted with ${statusCode}`;
  if (mayWrite && statusCode !== 400) return `${statusCode}, not 400: ${response.body.slice(0, 160)}`;
  if (!String(response.headers['content-type']).includes('application/json')) return `${statusCode} not JSON`;
  const { code } = response.json() as { code?: unknown };
  return typeof code === 'string' && code.length > 0 ? null : `${statusCode} without a code`;
}

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    HASH_RATE_LIMIT_PER_MINUTE: '100000',
    STORE_URL: 'https://shop.example',
    STORE_SHARED_SECRET: 'shared-secret-0123456789',
    STORE_APP_SECRET: 'app-secret-0123456789abc',
  });
  customer = await signIn(t.app, (await registerUser(t.app)).email);
  const entry = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie: customer },
    payload: { ...measurement, day: '2026-03-01' },
  });
  expect(entry.statusCode).toBe(201);
  entryId = (entry.json() as { id: number }).id;
});
afterAll(() => t.close());

describe('input no rule allows, sent to every route', () => {
  it('a JSON body nested 10,000 deep is a 400 MALFORMED_REQUEST on every write, webhooks included', async () => {
    const writes = contracts().filter((contract) => contract.method !== 'GET');
    expect(writes.map((contract) => contract.path)).toContain('/webhooks/shopify/customers/redact');
    const before = await storedRows();
    const failures: string[] = [];
    for (const persona of personas()) {
      for (const contract of writes) {
        for (const payload of DEEP_JSON) {
          const response = await t.app.inject({
            method: contract.method as InjectOptions['method'],
            url: urlOf(contract),
            headers: { ...persona.headers, 'content-type': 'application/json' },
            payload,
          });
          const code = response.statusCode < 500 ? (response.json() as { code?: string }).code : undefined;
          if (response.statusCode !== 400 || code !== 'MALFORMED_REQUEST') {
            failures.push(
              `${persona.name} ${contract.method} ${contract.path}: ${response.statusCode} ${code}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await storedRows()).toEqual(before);
  });

  it('an impossible date is refused wherever a body or query takes a date, and nothing is stored', async () => {
    const targets = contracts().flatMap((contract) =>
      (['body', 'query'] as const).flatMap((part) =>
        dateFields(contract[part]).map((path) => ({ contract, part, path })),
      ),
    );
    // The fields this sweep exists for: if the contracts stop declaring them as dates, it finds nothing.
    const found = targets.map(
      ({ contract, part, path }) => `${contract.method} ${contract.path} ${part}.${path.join('.')}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'PUT /api/goals body.restDays.anchor',
        'POST /api/sessions body.date',
        'POST /api/sessions body.day',
        'PUT /api/sessions/:id body.date',
        'PUT /api/sessions/:id body.day',
      ]),
    );

    const before = await storedRows();
    const failures: string[] = [];
    for (const { contract, part, path } of targets) {
      const valid = VALID_INPUTS[`${contract.method} ${contract.path}`]?.() ?? {};
      for (const value of IMPOSSIBLE_DATES) {
        const input = { ...valid, [part]: withValue(valid[part] ?? {}, path, value) };
        for (const persona of personas()) {
          const response = await t.app.inject({
            method: contract.method as InjectOptions['method'],
            url: urlOf(contract, input),
            headers: persona.headers,
            ...(input.body ? { payload: input.body } : {}),
          });
          const label = `${persona.name} ${contract.method} ${contract.path} ${path.join('.')}=${value}`;
          const found = problem(response, persona.name === 'customer');
          if (found) failures.push(`${label}: ${found}`);
          else if (persona.name === 'customer' && valid[part]) {
            // With an otherwise valid input, the date is what the answer names.
            const body = response.json() as { code: string; field?: string };
            if (body.code !== 'VALIDATION' || body.field !== path.join('.')) {
              failures.push(`${label}: ${body.code} about ${body.field}, not the date`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await storedRows()).toEqual(before);
  });

  it('a gallery cursor on an impossible day (or an id past what PostgreSQL holds) is a 400, not a 500', async () => {
    for (const cursor of [
      '2026-02-30T10:00:00.000000Z_1',
      '0000-01-01T00:00:00.000000Z_1',
      '2026-03-01T25:00:00.000000Z_1',
      '2026-03-01T10:00:00.000000Z_9999999999',
    ]) {
      const response = await t.app.inject({
        url: `/api/photos?cursor=${encodeURIComponent(cursor)}`,
        headers: { cookie: customer },
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'cursor' });
    }
  });

  it('the valid inputs are accepted: the dates above are all that was wrong', async () => {
    for (const [route, input] of Object.entries(VALID_INPUTS)) {
      const [method, path] = route.split(' ') as [string, string];
      const contract = contracts().find((item) => item.method === method && item.path === path);
      if (!contract) throw new Error(`no contract for ${route}`);
      const valid = input();
      const response = await t.app.inject({
        method: method as InjectOptions['method'],
        url: urlOf(contract, valid),
        headers: { cookie: customer },
        payload: valid.body,
      });
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
    }
  });
});
