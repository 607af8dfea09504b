import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { multipartBody, sendForm } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The safety check-in (docs/decisions/020): PUT /api/sessions/:id/checkin answers or changes it for one of
// the customer's own sessions, the history shows it, and GET /api/checkins/summary says whether home shows
// the notice to rest (docs/decisions/055: the newest answered check-in strong, or two of the last three
// answered check-ins of the last 14 days with a mild or strong sign).
let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  alice = await signIn(t.app, (await registerUser(t.app)).email);
  bob = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

const CALM = { pain: 'none', numbness: 'none', discolouration: 'none' };
const SORE = { pain: 'mild', numbness: 'none', discolouration: 'none' };
const COLD = { pain: 'none', numbness: 'none', discolouration: 'strong' };

/** Logs a session (as the log form does, multipart) and answers its id. */
async function logSession(cookie: string, date = new Date().toISOString()) {
  const body = multipartBody({ device: 'Anti-turtle Sleeves', duration: 20, notes: '', date });
  const response = await sendForm(t.app, 'POST', '/api/sessions', body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const checkIn = (cookie: string | null, id: number | string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/sessions/${id}/checkin`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const historyOf = async (cookie: string) => {
  const response = await t.app.inject({ url: '/api/sessions/history?limit=100', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().entries as Array<{ id: number; checkin: unknown }>;
};

const restNotice = async (cookie: string) => {
  const response = await t.app.inject({ url: '/api/checkins/summary', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().restNotice as boolean;
};

describe('answering a check-in', () => {
  it('saves the answers with the session, changes them, and the history shows them', async () => {
    const id = await logSession(alice);
    const other = await logSession(alice);
    const saved = await checkIn(alice, id, SORE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(SORE);
    let entries = await historyOf(alice);
    expect(entries.find((entry) => entry.id === id)?.checkin).toEqual(SORE);
    expect(entries.find((entry) => entry.id === other)?.checkin).toBeNull();

    const changed = await checkIn(alice, id, CALM);
    expect(changed.statusCode).toBe(200);
    entries = await historyOf(alice);
    expect(entries.find((entry) => entry.id === id)?.checkin).toEqual(CALM);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from session_checkins where session_id = $1',
      [id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses answers other than none, mild or strong, and a missing one', async () => {
    const id = await logSession(alice);
    for (const [payload, field] of [
      [{ ...CALM, pain: 'severe' }, 'pain'],
      [{ pain: 'none', numbness: 'none' }, 'discolouration'],
      [{ ...CALM, numbness: 2 }, 'numbness'],
      [{ ...CALM, discolouration: '' }, 'discolouration'],
    ] as const) {
      const response = await checkIn(alice, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
    }
    expect((await checkIn(alice, 'abc', CALM)).statusCode).toBe(400);
    expect((await checkIn(alice, 0, CALM)).statusCode).toBe(400);
    expect((await historyOf(alice)).find((entry) => entry.id === id)?.checkin).toBeNull();
  });

  it("answers 404 for another customer's session or one that does not exist, and changes nothing", async () => {
    const id = await logSession(alice);
    await checkIn(alice, id, CALM);
    const foreign = await checkIn(bob, id, COLD);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Session not found' });
    expect((await checkIn(bob, 2_000_000_000, COLD)).statusCode).toBe(404);
    expect((await historyOf(alice)).find((entry) => entry.id === id)?.checkin).toEqual(CALM);
    expect((await checkIn(null, id, COLD)).statusCode).toBe(401);
  });

  it('has no check-in for a measurement entry', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: alice },
      payload: { device: 'Measurement Update', duration: 0, length: 6, measurementUnit: 'inches' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const response = await checkIn(alice, made.json().id, CALM);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A check-in belongs to a session, not to a measurement entry');
  });

  it('goes when its session is deleted', async () => {
    const id = await logSession(alice);
    await checkIn(alice, id, SORE);
    await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: { cookie: alice } });
    const { rows } = await t.pool.query('select 1 from session_checkins where session_id = $1', [id]);
    expect(rows).toHaveLength(0);
  });
});

const checkinOf = (cookie: string | null, id: number | string) =>
  t.app.inject({ url: `/api/sessions/${id}/checkin`, headers: cookie ? { cookie } : {} });

describe("reading one session's check-in (an entry's detail)", () => {
  it('answers the saved answers, or null when the check-in was skipped', async () => {
    const answered = await logSession(alice);
    const skipped = await logSession(alice);
    await checkIn(alice, answered, SORE);
    const read = await checkinOf(alice, answered);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ checkin: SORE });
    const none = await checkinOf(alice, skipped);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ checkin: null });
  });

  it("answers 404 for another customer's session, whatever it holds, and 401 without a customer", async () => {
    const id = await logSession(alice);
    await checkIn(alice, id, COLD);
    const foreign = await checkinOf(bob, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: 'Session not found' });
    expect((await checkinOf(bob, 2_000_000_000)).statusCode).toBe(404);
    expect((await checkinOf(null, id)).statusCode).toBe(401);
    const bad = await checkinOf(alice, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('the notice to rest', () => {
  it('shows when two of the last three answered check-ins report a sign, and goes with calmer ones', async () => {
    const carol = await signIn(t.app, (await registerUser(t.app)).email);
    expect(await restNotice(carol)).toBe(false);
    const first = await logSession(carol);
    await checkIn(carol, first, SORE);
    expect(await restNotice(carol)).toBe(false);
    // Sessions without a check-in are not read: they do not dilute the sign before them.
    await logSession(carol);
    await logSession(carol);
    expect(await restNotice(carol)).toBe(false);
    const second = await logSession(carol);
    await checkIn(carol, second, SORE);
    expect(await restNotice(carol)).toBe(true);
    // Another customer's signs are theirs alone.
    expect(await restNotice(bob)).toBe(false);

    // A measurement entry is not a session: it pushes nothing out of the last three.
    await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: carol },
      payload: { device: 'Measurement Update', duration: 0, girth: 5, measurementUnit: 'inches' },
    });
    expect(await restNotice(carol)).toBe(true);

    // Two calm check-ins push the first sign out of the last three.
    for (let i = 0; i < 2; i++) await checkIn(carol, await logSession(carol), CALM);
    expect(await restNotice(carol)).toBe(false);
  });

  it('shows at once when the newest check-in has a strong answer, until a calmer one follows', async () => {
    const erin = await signIn(t.app, (await registerUser(t.app)).email);
    await checkIn(erin, await logSession(erin), CALM);
    const strong = await logSession(erin);
    await checkIn(erin, strong, COLD);
    expect(await restNotice(erin)).toBe(true);
    await checkIn(erin, await logSession(erin), CALM);
    expect(await restNotice(erin)).toBe(false);
    // Changing the answer counts as well.
    await checkIn(erin, strong, CALM);
    expect(await restNotice(erin)).toBe(false);
  });

  it('reads only the check-ins of the last 14 days', async () => {
    const fay = await signIn(t.app, (await registerUser(t.app)).email);
    const old = new Date(Date.now() - 15 * 86_400_000).toISOString();
    for (let i = 0; i < 2; i++) await checkIn(fay, await logSession(fay, old), SORE);
    expect(await restNotice(fay)).toBe(false);
    await checkIn(fay, await logSession(fay), SORE);
    expect(await restNotice(fay)).toBe(false);
    await checkIn(fay, await logSession(fay), SORE);
    expect(await restNotice(fay)).toBe(true);
  });

  it('reads the last three by when they happened, not by when they were logged', async () => {
    const dave = await signIn(t.app, (await registerUser(t.app)).email);
    for (let i = 0; i < 2; i++) await checkIn(dave, await logSession(dave), SORE);
    expect(await restNotice(dave)).toBe(true);
    // Two sessions logged later but dated a week ago are older than the ones with signs.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    for (let i = 0; i < 2; i++) await checkIn(dave, await logSession(dave, weekAgo), CALM);
    expect(await restNotice(dave)).toBe(true);
    // Two calm sessions dated now push them out.
    for (let i = 0; i < 2; i++) await checkIn(dave, await logSession(dave), CALM);
    expect(await restNotice(dave)).toBe(false);
  });

  it('needs a customer', async () => {
    const response = await t.app.inject({ url: '/api/checkins/summary' });
    expect(response.statusCode).toBe(401);
  });
});
