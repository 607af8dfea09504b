import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/factories.ts';
import { signStoreProof } from '../test/store-signing.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SHARED = 'theme-shared-secret-0123456789';
let t: TestApp;
let logs = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    logs += chunk.toString();
  });
  t = await createTestApp(
    {
      STORE_ORIGIN: 'https://shop.example',
      STORE_SHARED_SECRET: SHARED,
      HASH_RATE_LIMIT_PER_MINUTE: '20',
      LOG_LEVEL: 'info',
    },
    undefined,
    stream,
  );
});
afterAll(() => t.close());

describe('embedding in the store', () => {
  it('may be framed by the app itself and the store origin only, with no X-Frame-Options and no referrer', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://shop.example");
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps customer hashes and tokens out of the logs', async () => {
    const proof = signStoreProof(SHARED, '31337');
    const { signature } = proof;
    const { customerHash, token } = (
      await t.app.inject({ method: 'POST', url: '/api/customer/session', payload: proof })
    ).json();
    await t.app.inject({ url: '/api/sessions', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ url: `/api/sessions?customer_hash=${customerHash}` });
    await t.app.inject({ url: `/api/sessions?customerHash=${customerHash}` });
    await t.app.inject({ url: '/api/reset-password?token=super-secret-token-value' });
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    await t.app.inject({ url: '/api/user/customer-hash', headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs).toContain('"url":"/api/sessions"');
    expect(logs).not.toContain('customer_hash');
    expect(logs).not.toContain(customerHash);
    expect(logs).not.toContain(signature);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('super-secret-token-value');
    expect(logs).not.toContain(cookie.split('=')[1]);
  });

  it('rate-limits hash-only requests per client, but not signed-in users', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await t.app.inject({
        url: `/api/sessions?customer_hash=guess${i}xyz`,
        remoteAddress: '10.1.1.1',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    const cookie = await signIn(t.app, (await registerUser(t.app)).email);
    for (let i = 0; i < 22; i++) {
      const response = await t.app.inject({
        url: '/api/sessions',
        headers: { cookie },
        remoteAddress: '10.1.1.2',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('cookies inside a cross-site store iframe', () => {
  it('are SameSite=None; Secure; Partitioned when the app runs over HTTPS with a STORE_ORIGIN', async () => {
    const https = await createTestApp({
      PUBLIC_URL: 'https://tracker.example',
      STORE_ORIGIN: 'https://shop.example',
      STORE_SHARED_SECRET: SHARED,
      TRUST_PROXY: '1',
    });
    try {
      const { email } = await registerUser(https.app);
      const login = await https.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https', origin: 'https://tracker.example' },
        payload: { email, password: 'secret12' },
      });
      expect(login.statusCode).toBe(200);
      const setCookie = String(login.headers['set-cookie']);
      expect(setCookie).toMatch(/tracker\.sid=.*SameSite=None/);
      expect(setCookie).toContain('Secure');
      expect(setCookie).toContain('Partitioned');
      expect(setCookie).toContain('HttpOnly');
      const store = await https.app.inject({
        method: 'POST',
        url: '/api/customer/session',
        headers: { 'x-forwarded-proto': 'https', origin: 'https://tracker.example' },
        payload: signStoreProof(SHARED, '55'),
      });
      const storeCookie = String(store.headers['set-cookie']);
      expect(storeCookie).toMatch(/^tracker\.customer=/);
      for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned']) {
        expect(storeCookie).toContain(attribute);
      }
    } finally {
      await https.close();
    }
  });
});
