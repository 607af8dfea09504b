import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
beforeAll(async () => {
  const admin = new URL(inject('adminDatabaseUrl'));
  proxy = await startTcpProxy(
    admin.hostname === 'localhost' ? '127.0.0.1' : admin.hostname,
    Number(admin.port || 5432),
  );
  t = await createTestApp({}, (url) => {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(proxy.port);
    return parsed.toString();
  });
});
afterAll(async () => {
  await t.close();
  await proxy.close();
});

describe('platform', () => {
  it('GET /healthz answers 200 when the database answers', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 while serving and 503 DRAINING once the process drains', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    t.app.lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ code: 'DRAINING' });
      // Still serving meanwhile: the process is healthy, and requests in the drain are answered.
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/app-config' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('a database restart gives a 503, never a crash, and the next request succeeds', async () => {
    expect((await t.app.inject({ url: '/api/reset-password?token=abc' })).statusCode).toBe(200);
    await proxy.cut(); // every connection dropped and new ones refused, as while the server restarts
    const during = await t.app.inject({ url: '/api/reset-password?token=abc' });
    expect(during.statusCode).toBe(503);
    expect(during.json().message).toMatch(/temporarily unavailable/);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(503);
    await proxy.restore();
    const after = await t.app.inject({ url: '/api/reset-password?token=abc' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ valid: false });
  });

  it('refuses state-changing requests from another origin', async () => {
    const payload = { email: 'someone@example.com' };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ code: 'CROSS_SITE', message: 'Cross-site requests are not allowed' });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: 'http://localhost:3000' },
      payload,
    });
    expect(own.statusCode).toBe(200);
  });

  it('rate-limits sign-in per IP (10 per 3 minutes)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nobody@example.com', password: 'whatever1' },
        remoteAddress: '10.9.8.7',
      });
      codes.push(response.statusCode);
      if (i === 10) expect(response.json().message).toMatch(/Too many requests/);
    }
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('sends security headers with a CSP without inline scripts', async () => {
    const response = await t.app.inject({ url: '/auth' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the app for unknown pages and JSON 404 for unknown API paths', async () => {
    const page = await t.app.inject({ url: '/no/such/page' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await t.app.inject({ url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toContain('not found');
  });

  it('no API answer may be cached, whatever its status', async () => {
    const answers = [
      await t.app.inject({ url: '/api/reset-password?token=abc' }),
      await t.app.inject({ url: '/api/user' }),
      await t.app.inject({ url: '/api/no-such-thing' }),
      await t.app.inject({ url: '/api/sessions?customer_hash=x' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'a@example.com' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/register', payload: {} }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 401, 200, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
