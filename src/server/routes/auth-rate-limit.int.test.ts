import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// One per-IP budget for sign-in, registration, reset and resend (docs/decisions/003), and client
// addresses read from X-Forwarded-For only as far as TRUST_PROXY says.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const login = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'nobody@example.com', password: 'whatever1' },
    remoteAddress,
    headers,
  });

describe('the shared auth budget', () => {
  it('counts sign-in, registration and forgot-password together per IP', async () => {
    const remoteAddress = '10.20.0.1';
    expect((await login(remoteAddress)).statusCode).toBe(401);
    expect((await login(remoteAddress)).statusCode).toBe(401);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: buildRegistration(),
      remoteAddress,
    });
    expect(register.statusCode).toBe(201);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nobody@example.com' },
      remoteAddress,
    });
    expect(forgot.statusCode).toBe(429);
    expect(forgot.json()).toEqual({
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${forgot.json().minutes === 1 ? '1 minute' : `${forgot.json().minutes} minutes`}.`,
      minutes: expect.any(Number),
    });
    expect(forgot.json().minutes).toBe(Math.max(1, Math.ceil(Number(forgot.headers['retry-after']) / 60)));
    expect(forgot.headers['retry-after']).toBeDefined();
    for (const route of ['/api/reset-password', '/api/resend-verification']) {
      const response = await t.app.inject({ method: 'POST', url: route, payload: {}, remoteAddress });
      expect(response.statusCode, route).toBe(429);
    }
  });

  it('gives another IP its own budget', async () => {
    expect((await login('10.20.0.2')).statusCode).toBe(401);
  });
});

describe('X-Forwarded-For', () => {
  it('behind one proxy (TRUST_PROXY=1), only the address the proxy added counts, whatever the client wrote', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      // The client made up the first address; the proxy at 127.0.0.1 appended the one it saw.
      const response = await login('127.0.0.1', { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('from a peer that is not a trusted proxy, is ignored', async () => {
    const listed = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: '10.0.0.5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await listed.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'nobody@example.com', password: 'whatever1' },
          remoteAddress: '192.0.2.9',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      // The listed proxy is believed: the client behind it is someone new.
      const viaProxy = await listed.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@example.com', password: 'whatever1' },
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
      expect(viaProxy.statusCode).toBe(401);
    } finally {
      await listed.close();
    }
  });
});
