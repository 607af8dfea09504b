import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, (await registerUser(t.app)).email);
});
afterAll(() => t.close());

const add = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/sessions', headers: { cookie }, payload });
const stats = async (tz?: string) =>
  (
    await t.app.inject({
      url: `/api/sessions/stats${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`,
      headers: { cookie },
    })
  ).json();

describe('GET /api/sessions/stats', () => {
  it('starts at zero', async () => {
    expect(await stats()).toEqual({ sessions: 0, minutes: 0, days: 0 });
  });

  it('counts sessions, minutes and days, leaving measurement entries out, in the customer time zone', async () => {
    // 23:30 UTC on 10 Nov and 00:30 UTC on 11 Nov: two days in UTC, one day in New York (18:30 and 19:30).
    await add({ device: 'Anti-turtle Sleeves', duration: 20, date: '2026-11-10T23:30:00Z' });
    await add({ device: 'Anti-turtle Sleeves', duration: 25, date: '2026-11-11T00:30:00Z' });
    // 23:30 New York time on 11 Nov = 04:30 UTC on 12 Nov.
    await add({ device: 'Anti-turtle Sleeves', duration: 15, date: '2026-11-12T04:30:00Z' });
    await add({
      device: 'Measurement Update',
      duration: 0,
      length: 6.5,
      girth: 5,
      date: '2026-11-13T12:00:00Z',
    });

    expect(await stats()).toEqual({ sessions: 3, minutes: 60, days: 3 });
    expect(await stats('UTC')).toEqual({ sessions: 3, minutes: 60, days: 3 });
    expect(await stats('America/New_York')).toEqual({ sessions: 3, minutes: 60, days: 2 });
    expect(await stats('Asia/Tokyo')).toEqual({ sessions: 3, minutes: 60, days: 2 });
  });
});
