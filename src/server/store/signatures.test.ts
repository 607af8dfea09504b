import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeCustomerHash, verifyAppProxy, verifyEmbedSignature } from './signatures.ts';

const SECRET = 'hush-this-is-the-app-secret';
// Computed independently of the code under test: the message Shopify signs for these parameters.
const KNOWN_MESSAGE =
  'extra=1,2logged_in_customer_id=4242path_prefix=/apps/trackershop=demo.myshopify.comtimestamp=1700000000';

function signedQuery(params: [string, string][], secret = SECRET) {
  const message = params
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('');
  const signature = createHmac('sha256', secret).update(message).digest('hex');
  return new URLSearchParams([...params, ['signature', signature]]).toString();
}

const base: [string, string][] = [
  ['shop', 'demo.myshopify.com'],
  ['logged_in_customer_id', '4242'],
  ['path_prefix', '/apps/tracker'],
  ['timestamp', '1700000000'],
];

describe('verifyAppProxy', () => {
  it('accepts a known-good vector', () => {
    const signature = createHmac('sha256', SECRET).update(KNOWN_MESSAGE).digest('hex');
    const query = `shop=demo.myshopify.com&logged_in_customer_id=4242&path_prefix=%2Fapps%2Ftracker&timestamp=1700000000&extra=1%2C2&signature=${signature}`;
    expect(verifyAppProxy(SECRET, query, 1700000010)).toEqual({
      ok: true,
      customerId: '4242',
      shop: 'demo.myshopify.com',
    });
  });

  it('refuses a changed parameter', () => {
    const query = signedQuery(base).replace('4242', '4243');
    expect(verifyAppProxy(SECRET, query, 1700000000)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('refuses a repeated key', () => {
    const query = `${signedQuery(base)}&logged_in_customer_id=1`;
    expect(verifyAppProxy(SECRET, query, 1700000000)).toEqual({ ok: false, reason: 'repeated parameter' });
  });

  it('refuses a timestamp more than 90 seconds away', () => {
    expect(verifyAppProxy(SECRET, signedQuery(base), 1700000091)).toEqual({
      ok: false,
      reason: 'stale timestamp',
    });
    expect(verifyAppProxy(SECRET, signedQuery(base), 1700000090).ok).toBe(true);
    expect(verifyAppProxy(SECRET, signedQuery(base), 1699999909)).toEqual({
      ok: false,
      reason: 'stale timestamp',
    });
  });

  it('refuses another secret and a missing signature', () => {
    expect(verifyAppProxy(SECRET, signedQuery(base, 'another-secret-entirely'), 1700000000).ok).toBe(false);
    expect(verifyAppProxy(SECRET, new URLSearchParams(base).toString(), 1700000000)).toEqual({
      ok: false,
      reason: 'missing signature',
    });
  });
});

describe('signed embed URL', () => {
  it('accepts the hmac_sha256 of the customer id and derives a stable 128-bit hash', () => {
    const signature = createHmac('sha256', SECRET).update('4242').digest('hex');
    expect(verifyEmbedSignature(SECRET, '4242', signature)).toBe(true);
    expect(verifyEmbedSignature(SECRET, '4243', signature)).toBe(false);
    expect(verifyEmbedSignature(SECRET, '4242', 'abc')).toBe(false);
    const hash = storeCustomerHash(SECRET, 'shopify', '4242');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(storeCustomerHash(SECRET, 'shopify', '4242')).toBe(hash);
    expect(storeCustomerHash(SECRET, 'shopify', '4243')).not.toBe(hash);
  });
});
