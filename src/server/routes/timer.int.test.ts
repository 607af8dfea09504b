import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ageTimer } from '../test/timer-clock.ts';

const MIN = 60_000;
const DEVICE = 'Adjustable Penis Weight Hanging System';
let t: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, (await registerUser(t.app)).email);
  otherCookie = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, who = cookie, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: who }, ...(payload ? { payload } : {}) });
const plan = (extra: Record<string, unknown> = {}) => ({
  device: DEVICE,
  sets: 2,
  setMinutes: 20,
  breakMinutes: 5,
  ...extra,
});
const start = async (body: Record<string, unknown> = plan(), who = cookie) => {
  const response = await call('POST', '/api/timer', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; status: string; deviceMinutes: number };
};
const current = async (who = cookie) => (await call('GET', '/api/timer', who)).json().timer;
const discardCurrent = async (who = cookie) => {
  const timer = await current(who);
  if (timer) expect((await call('DELETE', `/api/timer/${timer.id}`, who)).statusCode).toBe(200);
};

describe('starting a timer', () => {
  it('keeps it on the server: the plan, its start, and no minutes yet', async () => {
    expect(await current()).toBeNull();
    const timer = await start();
    expect(timer).toMatchObject({
      device: DEVICE,
      sets: 2,
      setMinutes: 20,
      breakMinutes: 5,
      status: 'running',
      pausedAt: null,
      pausedMs: 0,
      endedAt: null,
      deviceMinutes: 0,
    });
    expect(await current()).toMatchObject({ id: timer.id, status: 'running' });
    // Another customer sees no timer.
    expect(await current(otherCookie)).toBeNull();
    await discardCurrent();
  });

  it('answers 409 TIMER_RUNNING to a second start while one runs or is paused, until it ends', async () => {
    const first = await start();
    const second = await call('POST', '/api/timer', cookie, plan({ sets: 3 }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'TIMER_RUNNING',
      message: expect.stringMatching(/already running/),
    });
    await call('POST', `/api/timer/${first.id}/pause`);
    expect((await call('POST', '/api/timer', cookie, plan())).statusCode).toBe(409);
    // Another customer may run their own.
    await start(plan(), otherCookie);
    await discardCurrent(otherCookie);
    await call('DELETE', `/api/timer/${first.id}`);
    const third = await start();
    expect(third.id).not.toBe(first.id);
    await discardCurrent();
  });

  it('lets only one of two starts at the same moment through', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/api/timer', cookie, plan())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    await discardCurrent();
  });

  it('runs free with no sets: no set or break lengths kept', async () => {
    const timer = await start({ device: DEVICE, sets: null, setMinutes: 30, breakMinutes: 5 });
    expect(timer).toMatchObject({ sets: null, setMinutes: null, breakMinutes: null });
    await ageTimer(t.pool, timer.id, 33 * MIN);
    const finished = await call('POST', `/api/timer/${timer.id}/finish`);
    expect(finished.json()).toMatchObject({ status: 'finished', deviceMinutes: 33 });
  });

  it.each([
    ['a set of 0 minutes', { setMinutes: 0 }, 'setMinutes'],
    ['a set over 240 minutes', { setMinutes: 241 }, 'setMinutes'],
    ['a part minute', { setMinutes: 1.5 }, 'setMinutes'],
    ['a negative break', { breakMinutes: -1 }, 'breakMinutes'],
    ['a break over 60 minutes', { breakMinutes: 61 }, 'breakMinutes'],
    ['0 sets', { sets: 0 }, 'sets'],
    ['21 sets', { sets: 21 }, 'sets'],
    ['sets as text', { sets: 'three' }, 'sets'],
    ['sets without a set length', { setMinutes: undefined }, 'setMinutes'],
    ['sets without a break length', { breakMinutes: null }, 'breakMinutes'],
    ['no device', { device: '' }, 'device'],
    ['a device not in the list', { device: 'Rocket' }, 'device'],
    ['a measurement entry', { device: 'Measurement Update' }, 'device'],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const response = await call('POST', '/api/timer', cookie, plan(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
    expect(await current()).toBeNull();
  });

  it('accepts the bounds: 1 and 20 sets, 1 and 240 minutes, breaks of 0 and 60', async () => {
    await start(plan({ sets: 20, setMinutes: 240, breakMinutes: 60 }));
    await discardCurrent();
    await start(plan({ sets: 1, setMinutes: 1, breakMinutes: 0 }));
    await discardCurrent();
  });

  it('asks who the customer is', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/timer', payload: plan() });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/timer' })).statusCode).toBe(401);
  });
});

describe('finishing: the minutes in the device, breaks and pauses left out', () => {
  it('counts only the first set when finished in the break after it', async () => {
    const timer = await start();
    await ageTimer(t.pool, timer.id, 22 * MIN);
    expect(await current()).toMatchObject({ deviceMinutes: 20 });
    const finished = await call('POST', `/api/timer/${timer.id}/finish`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ id: timer.id, status: 'finished', deviceMinutes: 20 });
    expect(finished.json().endedAt).not.toBeNull();
    expect(await current()).toBeNull();
  });

  it('leaves a pause out: 10 minutes, a 30-minute pause, then 17 minutes is 22 in the device', async () => {
    const timer = await start();
    await ageTimer(t.pool, timer.id, 10 * MIN);
    const paused = await call('POST', `/api/timer/${timer.id}/pause`);
    expect(paused.json()).toMatchObject({ status: 'paused', deviceMinutes: 10 });
    // A second pause (another tap, another phone) changes nothing.
    expect((await call('POST', `/api/timer/${timer.id}/pause`)).json()).toMatchObject({ status: 'paused' });
    await ageTimer(t.pool, timer.id, 30 * MIN);
    expect(await current()).toMatchObject({ status: 'paused', deviceMinutes: 10 });
    const resumed = await call('POST', `/api/timer/${timer.id}/resume`);
    expect(resumed.json()).toMatchObject({ status: 'running', pausedAt: null, deviceMinutes: 10 });
    expect(resumed.json().pausedMs).toBeGreaterThanOrEqual(30 * MIN);
    await ageTimer(t.pool, timer.id, 17 * MIN);
    // 27 minutes run: set 1 (20), the break (5), 2 minutes into set 2.
    const finished = await call('POST', `/api/timer/${timer.id}/finish`);
    expect(finished.json()).toMatchObject({ status: 'finished', deviceMinutes: 22 });
  });

  it('stops counting at the planned sets, and counts a paused timer up to its pause', async () => {
    const done = await start();
    await ageTimer(t.pool, done.id, 3 * 60 * MIN);
    expect((await call('POST', `/api/timer/${done.id}/finish`)).json()).toMatchObject({ deviceMinutes: 40 });

    const paused = await start();
    await ageTimer(t.pool, paused.id, 8 * MIN);
    await call('POST', `/api/timer/${paused.id}/pause`);
    await ageTimer(t.pool, paused.id, 60 * MIN);
    expect((await call('POST', `/api/timer/${paused.id}/finish`)).json()).toMatchObject({ deviceMinutes: 8 });
  });
});

describe('a stale or foreign timer id answers 404', () => {
  const actions: [Method, string][] = [
    ['POST', 'pause'],
    ['POST', 'resume'],
    ['POST', 'finish'],
    ['DELETE', ''],
  ];
  const url = (id: number, action: string) => (action ? `/api/timer/${id}/${action}` : `/api/timer/${id}`);

  it("leaves another customer's timer alone", async () => {
    const mine = await start();
    for (const [method, action] of actions) {
      const response = await call(method, url(mine.id, action), otherCookie);
      expect(response.statusCode, `${method} ${action}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Timer not found' });
    }
    expect(await current()).toMatchObject({ id: mine.id, status: 'running' });
    await discardCurrent();
  });

  it('refuses a finished or discarded timer, and an id that never was', async () => {
    const finished = await start();
    await call('POST', `/api/timer/${finished.id}/finish`);
    const discarded = await start();
    expect((await call('DELETE', `/api/timer/${discarded.id}`)).json()).toEqual({
      message: 'Timer discarded',
    });
    const live = await start();
    for (const id of [finished.id, discarded.id, 2_000_000_000]) {
      for (const [method, action] of actions) {
        expect((await call(method, url(id, action))).statusCode, `${id} ${method} ${action}`).toBe(404);
      }
    }
    // The running timer was not touched by any of them.
    expect(await current()).toMatchObject({ id: live.id, status: 'running' });
    const stored = await t.pool.query('SELECT status, device_minutes FROM session_timers WHERE id = $1', [
      finished.id,
    ]);
    expect(stored.rows[0]).toEqual({ status: 'finished', device_minutes: 0 });
    await discardCurrent();
  });

  it('answers 400 to an id that is not a positive whole number', async () => {
    expect((await call('POST', '/api/timer/abc/pause')).statusCode).toBe(400);
    expect((await call('POST', '/api/timer/-4/finish')).statusCode).toBe(400);
  });
});
