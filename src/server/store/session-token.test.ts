import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySessionToken } from './session-token.ts';

const SECRET = 'app-secret-0123456789abcdef';
const NOW = 1_700_000_000;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(claims: object, header: object = { alg: 'HS256', typ: 'JWT' }, secret = SECRET) {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const claims = {
  dest: 'demo.myshopify.com',
  aud: 'client-id',
  sub: 'gid://shopify/Customer/4242',
  nbf: NOW,
  iat: NOW,
  exp: NOW + 300,
};
const verify = (value: string, nowSeconds = NOW, audience?: string) =>
  verifySessionToken(SECRET, value, { nowSeconds, ...(audience ? { audience } : {}) });

describe('verifySessionToken', () => {
  it("accepts Shopify's HS256 token and reads the shop and the customer's id", async () => {
    expect(await verify(token(claims), NOW, 'client-id')).toEqual({
      ok: true,
      dest: 'demo.myshopify.com',
      customerId: '4242',
    });
    expect(await verify(token({ ...claims, sub: undefined }))).toEqual({
      ok: true,
      dest: 'demo.myshopify.com',
      customerId: null,
    });
  });

  it('refuses alg none, another algorithm or no algorithm before looking at the signature', async () => {
    const [, payload] = token(claims).split('.');
    expect((await verify(`${b64({ alg: 'none' })}.${payload}.`)).ok).toBe(false);
    expect(await verify(`${b64({ alg: 'none' })}.${payload}.AAAA`)).toEqual({
      ok: false,
      reason: 'algorithm',
    });
    expect(await verify(token(claims, { alg: 'HS512' }))).toEqual({ ok: false, reason: 'algorithm' });
    expect(await verify(token(claims, { alg: 'RS256' }))).toEqual({ ok: false, reason: 'algorithm' });
    // A header without an algorithm is no JWS at all.
    expect(await verify(token(claims, { typ: 'JWT' }))).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses another secret, a changed payload and what is not a JWT', async () => {
    expect(await verify(token(claims, undefined, 'another-secret'))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    const [header, , signature] = token(claims).split('.');
    expect(
      await verify(`${header}.${b64({ ...claims, sub: 'gid://shopify/Customer/1' })}.${signature}`),
    ).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    for (const junk of ['', 'a.b', 'a.b.c.d', 'a b.c.d', `${'a'.repeat(5000)}.b.c`]) {
      expect(await verify(junk)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('allows less than ten seconds past exp and ten before nbf, not more', async () => {
    expect((await verify(token(claims), NOW + 309)).ok).toBe(true);
    expect(await verify(token(claims), NOW + 310)).toEqual({ ok: false, reason: 'expired' });
    expect((await verify(token(claims), NOW - 10)).ok).toBe(true);
    expect(await verify(token(claims), NOW - 11)).toEqual({ ok: false, reason: 'not yet valid' });
  });

  it('checks the audience when given, and that sub is a customer gid', async () => {
    expect(await verify(token(claims), NOW, 'another-app')).toEqual({ ok: false, reason: 'audience' });
    expect((await verify(token({ ...claims, aud: ['x', 'client-id'] }), NOW, 'client-id')).ok).toBe(true);
    for (const sub of [
      '4242',
      'gid://shopify/Order/4242',
      'gid://shopify/Customer/',
      'gid://shopify/Customer/1,2',
    ]) {
      expect(await verify(token({ ...claims, sub }))).toEqual({ ok: false, reason: 'subject' });
    }
    expect(await verify(token({ ...claims, exp: undefined }))).toEqual({ ok: false, reason: 'malformed' });
  });
});
