import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#shared/rules/routine.ts';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { readZip } from '../test/zip.ts';

// The optional measurement points of a measurement entry (issue 29, docs/decisions/059): stored with the
// entry, shown with it, charted by GET /api/progress/points, and a target can be set for them.
let t: TestApp;
let cookie: string;
let otherCookie: string;
const today = localDay(new Date(), 'UTC');

const entry = (day: string, values: Record<string, unknown>) => ({
  device: 'Measurement Update',
  duration: 0,
  notes: 'Measurement only entry',
  imageUrl: '',
  measurementUnit: 'inches',
  date: `${day}T00:00:00.000Z`,
  day,
  ...values,
});
const post = (body: unknown, who = cookie) =>
  t.app.inject({ method: 'POST', url: '/api/sessions', headers: { cookie: who }, payload: body as object });
const put = (id: number, body: unknown, who = cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/sessions/${id}`,
    headers: { cookie: who },
    payload: body as object,
  });
const read = (id: number, who = cookie) =>
  t.app.inject({ url: `/api/sessions/${id}`, headers: { cookie: who } });
const progress = async (query: string, who = cookie) => {
  const response = await t.app.inject({ url: `/api/progress/points?${query}`, headers: { cookie: who } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, (await registerUser(t.app)).email);
  otherCookie = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

describe('measurement points of an entry', () => {
  it('are saved with the entry and read back with it, not in the lists', async () => {
    const day = addDays(today, -3);
    const created = await post(entry(day, { length: 6.5, points: { base_girth: 5.25, bpel: 7.1 } }));
    expect(created.statusCode).toBe(201);
    expect(created.json().points).toEqual({ base_girth: 5.25, bpel: 7.1 });
    const id = created.json().id as number;
    expect((await read(id)).json()).toMatchObject({ length: 6.5, points: { base_girth: 5.25, bpel: 7.1 } });
    const list = await t.app.inject({ url: '/api/sessions', headers: { cookie } });
    expect(list.json()[0]).not.toHaveProperty('points');
  });

  it('an update replaces the set; one that sends none keeps it', async () => {
    const created = await post(entry(addDays(today, -2), { girth: 5, points: { mid_girth: 4.9, bpfsl: 6 } }));
    const id = created.json().id as number;
    const replaced = await put(id, entry(addDays(today, -2), { girth: 5, points: { nbpel: 6.4 } }));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().points).toEqual({ nbpel: 6.4 });
    const kept = await put(id, entry(addDays(today, -2), { girth: 5.1 }));
    expect(kept.json()).toMatchObject({ girth: 5.1, points: { nbpel: 6.4 } });
    const cleared = await put(id, entry(addDays(today, -2), { girth: 5.1, points: {} }));
    expect(cleared.json().points).toEqual({});
    expect((await read(id)).json().points).toEqual({});
  });

  it('another customer cannot read or change them, and does not see them in their charts', async () => {
    const created = await post(entry(addDays(today, -1), { length: 6, points: { bpel: 6.8 } }));
    const id = created.json().id as number;
    expect((await read(id, otherCookie)).statusCode).toBe(404);
    const changed = await put(id, entry(addDays(today, -1), { length: 6, points: { bpel: 9 } }), otherCookie);
    expect(changed.statusCode).toBe(404);
    expect(await progress('tz=UTC', otherCookie)).toEqual({ unit: 'inches', series: [], disagreements: [] });
    expect((await read(id)).json().points).toEqual({ bpel: 6.8 });
  });

  it('refuses an unknown point, a value out of range, 3 decimals and points of a training session', async () => {
    const day = addDays(today, -1);
    const cases: [unknown, string][] = [
      [entry(day, { length: 6, points: { hanging_weight: 5 } }), 'points'],
      [entry(day, { length: 6, points: { bpel: 40 } }), 'points.bpel'],
      [entry(day, { length: 6, points: { base_girth: 0 } }), 'points.base_girth'],
      [
        entry(day, { length: 6, measurementUnit: 'centimeters', points: { base_girth: 31 } }),
        'points.base_girth',
      ],
      [entry(day, { length: 6, points: { mid_girth: 5.123 } }), 'points.mid_girth'],
      [entry(day, { length: 6, points: { bpel: '7' } }), 'points'],
      [entry(day, { length: 6, points: [7] }), 'points'],
      [{ device: 'Anti-turtle Sleeves', duration: 20, points: { bpel: 7 } }, 'points.bpel'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json();
      expect(answer).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
      expect(String(answer.field)).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
    const unknown = await post(entry(day, { length: 6, points: { hanging_weight: 5 } }));
    expect(unknown.json().message).toBe('points: Unknown measurement point: hanging_weight');
    const range = await post(entry(day, { length: 6, points: { bpel: 40 } }));
    expect(range.json().message).toBe('points.bpel: Bone-pressed erect length must be between 0.5 and 15 in');
  });

  it("are in the customer's own export, as columns of sessions.csv and in sessions.json", async () => {
    const me = await signIn(t.app, (await registerUser(t.app)).email);
    await post(entry(addDays(today, -4), { length: 6.5, points: { base_girth: 5.25, bpel: 7 } }), me);
    const asked = await t.app.inject({ url: '/api/my-data/export?tz=UTC', headers: { cookie: me } });
    expect(asked.statusCode).toBe(200);
    const files = await readZip(asked.rawPayload);
    const csv = files.find((file) => file.name === 'sessions.csv')?.data.toString() ?? '';
    const [header, row] = parse(csv) as string[][];
    const record = Object.fromEntries((header ?? []).map((name, i) => [name, row?.[i]]));
    expect(record).toMatchObject({
      Length: '6.5',
      'Bone-pressed erect length': '7',
      'Base girth': '5.25',
      'Mid-shaft girth': '',
    });
    const json = JSON.parse(files.find((file) => file.name === 'sessions.json')?.data.toString() ?? '[]');
    expect(json[0].points).toEqual({ base_girth: 5.25, bpel: 7 });
  });

  it('go with their entry when it is deleted', async () => {
    const created = await post(entry(today, { length: 6, points: { bpfsl: 5.5 } }));
    const id = created.json().id as number;
    const before = await progress('tz=UTC');
    expect(before.series.find((s: { point: string }) => s.point === 'bpfsl').points).toHaveLength(1);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    const after = await progress('tz=UTC');
    expect(after.series.find((s: { point: string }) => s.point === 'bpfsl')).toBeUndefined();
  });
});

describe('GET /api/progress/points', () => {
  let fresh: string;
  beforeAll(async () => {
    fresh = await signIn(t.app, (await registerUser(t.app)).email);
    const day = addDays(today, -10);
    await post(entry(addDays(today, -20), { length: 6, points: { base_girth: 5 } }), fresh);
    // Two base girths on one day 0.4 in apart; two lengths 0.2 in apart (within 0.25).
    await post(entry(day, { length: 6.2, points: { base_girth: 5.1 } }), fresh);
    await post(entry(day, { length: 6.4, points: { base_girth: 5.5 } }), fresh);
    // The same day in centimetres: 14 cm is 5.51 in.
    await post(entry(day, { girth: 12, measurementUnit: 'centimeters', points: { base_girth: 14 } }), fresh);
  });

  it('answers each point with data, converted, and the days that disagree', async () => {
    const answer = await progress('tz=UTC&unit=inches', fresh);
    expect(answer.unit).toBe('inches');
    expect(answer.series.map((s: { point: string }) => s.point)).toEqual(['base_girth']);
    const [baseGirth] = answer.series;
    expect(baseGirth.points.map((p: { value: number }) => p.value)).toEqual([5, 5.1, 5.5, 5.51]);
    expect(baseGirth.points[0]).toEqual({
      date: addDays(today, -20),
      value: 5,
      sinceFirst: 0,
      sincePrevious: null,
    });
    expect(baseGirth.points[3].sinceFirst).toBeCloseTo(0.51, 5);
    expect(answer.disagreements).toEqual([
      { point: 'base_girth', date: addDays(today, -10), count: 3, spread: 0.41 },
    ]);
  });

  it('in centimetres, with the centimetre tolerance', async () => {
    const answer = await progress('tz=UTC&unit=centimeters', fresh);
    expect(answer.series[0].points.map((p: { value: number }) => p.value)).toEqual([12.7, 12.95, 13.97, 14]);
    // Lengths 15.75 and 16.26 cm: 0.51 cm apart, within 0.6 cm.
    expect(answer.disagreements).toEqual([
      { point: 'base_girth', date: addDays(today, -10), count: 3, spread: 1.05 },
    ]);
  });

  it('finds a length that disagrees too', async () => {
    await post(entry(addDays(today, -10), { length: 6.7 }), fresh);
    const answer = await progress('tz=UTC&unit=inches', fresh);
    expect(answer.disagreements).toContainEqual({
      point: 'length',
      date: addDays(today, -10),
      count: 3,
      spread: 0.5,
    });
  });

  it('in a range: the values in it, their changes against the whole history, its days that disagree', async () => {
    const old = addDays(today, -200);
    await post(entry(old, { length: 6, points: { base_girth: 4.5, mid_girth: 4.2 } }), fresh);
    await post(entry(old, { length: 6, points: { mid_girth: 4.8 } }), fresh);
    const recent = await progress('tz=UTC&unit=inches&range=12w', fresh);
    const baseGirth = recent.series.find((s: { point: string }) => s.point === 'base_girth');
    expect(baseGirth.points[0]).toEqual({
      date: addDays(today, -20),
      value: 5,
      sinceFirst: 0.5,
      sincePrevious: 0.5,
    });
    // Measured only before the range: its card says so (no values), and its old day is not brought up.
    expect(recent.series.find((s: { point: string }) => s.point === 'mid_girth')).toEqual({
      point: 'mid_girth',
      points: [],
    });
    expect(recent.disagreements.map((d: { point: string }) => d.point)).not.toContain('mid_girth');
    const all = await progress('tz=UTC&unit=inches&range=all', fresh);
    expect(all.disagreements).toContainEqual({ point: 'mid_girth', date: old, count: 2, spread: 0.6 });
    expect(all.series.map((s: { point: string }) => s.point)).toEqual(['base_girth', 'mid_girth']);
  });

  it('refuses an unknown zone, unit or range with a 400', async () => {
    for (const query of ['tz=Mars/Base', 'unit=feet', 'range=2w']) {
      const response = await t.app.inject({
        url: `/api/progress/points?${query}`,
        headers: { cookie: fresh },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('a target for base girth reads the base girth series', async () => {
    const later = addDays(today, 200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/goals/targets/base_girth?tz=UTC',
      headers: { cookie: fresh },
      payload: { value: 6, unit: 'inches', date: later },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ point: 'base_girth', value: 6, unit: 'inches', date: later });
    expect(saved.json().points.map((p: { value: number }) => p.value)).toEqual([4.5, 5, 5.1, 5.5, 5.51]);
    const list = await t.app.inject({ url: '/api/goals/targets?tz=UTC', headers: { cookie: fresh } });
    expect(list.json().targets.map((target: { point: string }) => target.point)).toEqual(['base_girth']);
  });
});
