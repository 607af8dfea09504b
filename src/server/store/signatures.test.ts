import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  invitationSignature,
  storeCustomerHash,
  verifyAppProxy,
  verifyInvitation,
  verifyStoreProof,
} from './signatures.ts';

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

  it("matches Shopify's validator: repeated values joined with commas, keys sorted by localeCompare", () => {
    // Computed with shopify-api's own steps (normalizeQuery, then stringifyQueryForAppProxy) for this query:
    // customer_hash=xcustomerHash=yextra=1,2logged_in_customer_id=4242path_prefix=/apps/trackershop=demo.myshopify.comtimestamp=1700000000Zone=b c
    const query =
      'shop=demo.myshopify.com&logged_in_customer_id=4242&path_prefix=%2Fapps%2Ftracker&timestamp=1700000000' +
      '&extra=1&extra=2&Zone=b%20c&customer_hash=x&customerHash=y' +
      '&signature=2aa454b24c6ca782dbd9f49b8cf5dff60f3182b9898ca5a7cb0e9b4a7c86e6b7';
    expect(verifyAppProxy(SECRET, query, 1700000010)).toEqual({
      ok: true,
      customerId: '4242',
      shop: 'demo.myshopify.com',
    });
    // A plain code-unit sort ('Zone' first, 'customerHash' before 'customer_hash') is not what Shopify signs.
    const codeUnitOrder =
      'Zone=b ccustomerHash=ycustomer_hash=xextra=1,2logged_in_customer_id=4242path_prefix=/apps/trackershop=demo.myshopify.comtimestamp=1700000000';
    const other = createHmac('sha256', SECRET).update(codeUnitOrder).digest('hex');
    expect(
      verifyAppProxy(SECRET, query.replace(/signature=[0-9a-f]+/, `signature=${other}`), 1700000010),
    ).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('verifies a repeated key as the comma-joined value Shopify signs', () => {
    const signature = createHmac('sha256', SECRET).update(KNOWN_MESSAGE).digest('hex');
    const query = `shop=demo.myshopify.com&logged_in_customer_id=4242&extra=1&path_prefix=%2Fapps%2Ftracker&extra=2&timestamp=1700000000&signature=${signature}`;
    expect(verifyAppProxy(SECRET, query, 1700000000).ok).toBe(true);
    // The other order of the values is another message.
    expect(verifyAppProxy(SECRET, query.replace('extra=1', 'extra=3'), 1700000000).ok).toBe(false);
  });

  it('refuses shop, timestamp, signature or hmac given twice, as Shopify does', () => {
    for (const repeated of [
      'shop=other.myshopify.com',
      'timestamp=1700000000',
      'signature=00',
      'hmac=1&hmac=2',
    ]) {
      expect(verifyAppProxy(SECRET, `${signedQuery(base)}&${repeated}`, 1700000000)).toEqual({
        ok: false,
        reason: 'repeated parameter',
      });
    }
  });

  it('leaves hmac out of the message, as Shopify does', () => {
    expect(verifyAppProxy(SECRET, `${signedQuery(base)}&hmac=anything`, 1700000000).ok).toBe(true);
  });

  it('refuses a customer id appended to a signed query, and two ids even when signed', () => {
    const appended = `${signedQuery(base)}&logged_in_customer_id=1`;
    expect(verifyAppProxy(SECRET, appended, 1700000000)).toEqual({ ok: false, reason: 'bad signature' });
    const both = signedQuery(base.map(([k, v]) => [k, k === 'logged_in_customer_id' ? '4242,1' : v]));
    expect(verifyAppProxy(SECRET, both, 1700000000)).toEqual({ ok: false, reason: 'bad customer id' });
  });

  it('reads an empty logged_in_customer_id as nobody signed in', () => {
    const query = signedQuery(base.map(([k, v]) => [k, k === 'logged_in_customer_id' ? '' : v]));
    expect(verifyAppProxy(SECRET, query, 1700000000)).toEqual({
      ok: true,
      customerId: null,
      shop: 'demo.myshopify.com',
    });
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

describe('store proofs (signed embed URL)', () => {
  const NOW_MS = 1_700_000_000_000;
  const issuedAt = NOW_MS / 1000 - 30;
  const signed = (customerId: string, at: number) =>
    createHmac('sha256', SECRET).update(`${customerId}:${at}`).digest('hex');
  const proof = (customerId: string, at: number, signature = signed(customerId, at)) => ({
    customer_id: customerId,
    issued_at: at,
    signature,
  });

  it('accepts the hmac_sha256 of customer_id:issued_at while it is fresh', () => {
    expect(verifyStoreProof(SECRET, proof('4242', issuedAt), 600_000, NOW_MS)).toEqual({ ok: true });
  });

  it('refuses another id, another time, a wrong secret or a malformed signature', () => {
    const signature = signed('4242', issuedAt);
    expect(verifyStoreProof(SECRET, proof('4243', issuedAt, signature), 600_000, NOW_MS).ok).toBe(false);
    expect(verifyStoreProof(SECRET, proof('4242', issuedAt + 1, signature), 600_000, NOW_MS).ok).toBe(false);
    expect(verifyStoreProof('another-secret-entirely', proof('4242', issuedAt), 600_000, NOW_MS).ok).toBe(
      false,
    );
    expect(verifyStoreProof(SECRET, proof('4242', issuedAt, 'abc'), 600_000, NOW_MS).ok).toBe(false);
  });

  it('refuses a proof older than the window, or issued in the future beyond a minute', () => {
    const old = NOW_MS / 1000 - 601;
    expect(verifyStoreProof(SECRET, proof('4242', old), 600_000, NOW_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const future = NOW_MS / 1000 + 120;
    expect(verifyStoreProof(SECRET, proof('4242', future), 600_000, NOW_MS)).toEqual({
      ok: false,
      reason: 'from the future',
    });
  });

  it('derives a stable 128-bit customer hash from the id', () => {
    const hash = storeCustomerHash(SECRET, 'shopify', '4242');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(storeCustomerHash(SECRET, 'shopify', '4242')).toBe(hash);
    expect(storeCustomerHash(SECRET, 'shopify', '4243')).not.toBe(hash);
  });
});

describe('owner invitations (the profile embed code)', () => {
  it('accepts our own signature until it expires, and nothing else', () => {
    const expires = 1_700_000_600;
    const signature = invitationSignature(SECRET, 'abc123', expires);
    const invitation = { customer_hash: 'abc123', expires, signature };
    expect(verifyInvitation(SECRET, invitation, 1_700_000_000_000)).toEqual({ ok: true });
    expect(verifyInvitation(SECRET, invitation, 1_700_000_601_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyInvitation(SECRET, { ...invitation, customer_hash: 'abc124' }, 1_700_000_000_000).ok).toBe(
      false,
    );
    expect(verifyInvitation(SECRET, { ...invitation, expires: expires + 1 }, 1_700_000_000_000).ok).toBe(
      false,
    );
  });
});
