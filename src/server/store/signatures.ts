import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two hex digests. */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** HMAC-SHA256 as lower-case hex (what Liquid's `hmac_sha256` filter gives). */
export const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** True when `signature` is the store theme's hmac_sha256 of the customer id with the shared secret. */
export function verifyEmbedSignature(secret: string, customerId: string, signature: string): boolean {
  return sameHex(hmacHex(secret, customerId), signature);
}

/** The customer hash of a verified store customer: an HMAC of the id, 128 bits, hex. */
export function storeCustomerHash(secret: string, platform: string, customerId: string): string {
  return hmacHex(secret, `customer-hash:${platform}:${customerId}`).slice(0, 32);
}

export type ProxyCheck =
  | { ok: true; customerId: string | null; shop: string }
  | { ok: false; reason: string };
export const PROXY_MAX_SKEW_SECONDS = 90;

/**
 * Verifies a Shopify app-proxy request as Shopify specifies: drop `signature`, sort the remaining
 * `key=value` pairs (repeated values joined with commas), join them with no separator, HMAC-SHA256 with the
 * app secret as hex, compare in constant time. We also refuse repeated keys and a timestamp more than 90
 * seconds away.
 */
export function verifyAppProxy(secret: string, rawQuery: string, nowSeconds = Date.now() / 1000): ProxyCheck {
  const params = new URLSearchParams(rawQuery);
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return { ok: false, reason: 'repeated parameter' };
  const signature = params.get('signature');
  if (!signature) return { ok: false, reason: 'missing signature' };
  const message = keys
    .filter((key) => key !== 'signature')
    .map((key) => `${key}=${params.getAll(key).join(',')}`)
    .sort()
    .join('');
  if (!sameHex(hmacHex(secret, message), signature)) return { ok: false, reason: 'bad signature' };
  const timestamp = Number(params.get('timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > PROXY_MAX_SKEW_SECONDS) {
    return { ok: false, reason: 'stale timestamp' };
  }
  const shop = params.get('shop') ?? '';
  const customerId = params.get('logged_in_customer_id') || null;
  return { ok: true, customerId, shop };
}
