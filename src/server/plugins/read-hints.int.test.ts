import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const navigate = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: { 'sec-fetch-dest': 'document', ...(cookie ? { cookie } : {}) } });

describe('preload hints on a page load (docs/decisions/043)', () => {
  it("names the signed-in customer's home reads with their own hash, and the stats in the zone they last reported", async () => {
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const hash = (await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie } })).json()
      .customerHash as string;

    const before = await navigate('/', cookie);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-cache');
    expect(before.headers.link).toContain(
      `</api/sessions?limit=5&kind=all&customer_hash=${hash}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
    expect(before.headers.link).not.toContain('/api/sessions/stats');

    const told = await t.app.inject({
      method: 'PUT',
      url: `/api/goals/time-zone?customer_hash=${hash}`,
      headers: { cookie },
      payload: { timeZone: 'Pacific/Auckland' },
    });
    expect(told.statusCode).toBeLessThan(300);
    const after = await navigate('/', cookie);
    expect(after.headers.link).toContain(
      `</api/sessions/stats?tz=Pacific%2FAuckland&customer_hash=${hash}>; rel=preload`,
    );
  });

  it('names no hash to anyone signed out, and nothing on a fetch of the page', async () => {
    const signedOut = await navigate('/');
    expect(signedOut.headers.link).toContain('</api/customer/hash>; rel=preload');
    expect(signedOut.headers.link).not.toContain('customer_hash=');
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    const { email } = await registerUser(t.app);
    const cookie = await signIn(t.app, email);
    const fetched = await t.app.inject({ url: '/', headers: { cookie } });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers.link).toBeUndefined();
  });
});
