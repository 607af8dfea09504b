import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two hex digests. */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** HMAC-SHA256 as lower-case hex (what Liquid's `hmac_sha256` filter gives). */
export const hmacHex = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** The message a store theme signs for a customer: `customer_id:issued_at` (Liquid-friendly). */
const storeProofMessage = (customerId: string, issuedAt: number) => `${customerId}:${issuedAt}`;

/** Why a proof is refused, for logs and the answer. */
export type ProofCheck =
  | { ok: true }
  | { ok: false; reason: 'bad signature' | 'expired' | 'from the future' };

/** Clock difference between the store and us that we tolerate for an issue time in the future. */
const PROOF_CLOCK_SKEW_SECONDS = 60;

/**
 * Checks a store proof: the theme's hmac_sha256 of `customer_id:issued_at` with the shared secret, issued
 * less than `maxAgeMs` ago (and not in the future beyond a minute of clock skew).
 */
export function verifyStoreProof(
  secret: string,
  proof: { customer_id: string; issued_at: number; signature: string },
  maxAgeMs: number,
  nowMs = Date.now(),
): ProofCheck {
  if (!sameHex(hmacHex(secret, storeProofMessage(proof.customer_id, proof.issued_at)), proof.signature)) {
    return { ok: false, reason: 'bad signature' };
  }
  const ageMs = nowMs - proof.issued_at * 1000;
  if (ageMs < -PROOF_CLOCK_SKEW_SECONDS * 1000) return { ok: false, reason: 'from the future' };
  if (ageMs > maxAgeMs) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/** The signature of an owner's invitation for a customer hash until `expires` (seconds). */
export const invitationSignature = (key: string, customerHash: string, expires: number) =>
  hmacHex(key, `invitation:${customerHash}:${expires}`);

/** Checks an owner's invitation: our own signature, not expired. */
export function verifyInvitation(
  key: string,
  proof: { customer_hash: string; expires: number; signature: string },
  nowMs = Date.now(),
): ProofCheck {
  if (!sameHex(invitationSignature(key, proof.customer_hash, proof.expires), proof.signature)) {
    return { ok: false, reason: 'bad signature' };
  }
  return proof.expires * 1000 < nowMs ? { ok: false, reason: 'expired' } : { ok: true };
}

/** The customer hash of a verified store customer: an HMAC of the id, 128 bits, hex. */
export function storeCustomerHash(secret: string, platform: string, customerId: string): string {
  return hmacHex(secret, `customer-hash:${platform}:${customerId}`).slice(0, 32);
}

export type ProxyCheck =
  | { ok: true; customerId: string | null; shop: string }
  | { ok: false; reason: string };
const PROXY_MAX_SKEW_SECONDS = 90;
/** Parameters Shopify's validator refuses to see twice (shopify-api's APP_PROXY_SINGLE_VALUE_PARAMS). */
const PROXY_SINGLE_VALUE = new Set(['hmac', 'shop', 'signature', 'timestamp']);
/**
 * What a signed-in customer's id may look like (Shopify's are digits; the store proof's rule): anything else,
 * say two ids joined by a comma, is refused.
 */
const CUSTOMER_ID = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * The message Shopify signs for an app-proxy request, as Shopify's own validator (shopify-api
 * `validateHmac`, signator `appProxy`) builds it: the query decoded, a repeated key's values joined with
 * commas in the order they came (`hmac`, `shop`, `signature` and `timestamp` may not repeat: null), `hmac`
 * and `signature` left out, the keys sorted with `localeCompare`, `key=value` joined with nothing.
 */
export function appProxyMessage(rawQuery: string): { message: string; query: Map<string, string> } | null {
  const query = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(rawQuery)) {
    const earlier = query.get(key);
    if (earlier === undefined) query.set(key, value);
    else if (PROXY_SINGLE_VALUE.has(key)) return null;
    else query.set(key, `${earlier},${value}`);
  }
  const message = [...query]
    .filter(([key]) => key !== 'signature' && key !== 'hmac')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('');
  return { message, query };
}

/**
 * Verifies a Shopify app-proxy request exactly as Shopify's validator does (`appProxyMessage`), HMAC-SHA256
 * with the app secret as hex compared in constant time, the timestamp within 90 seconds. An empty
 * `logged_in_customer_id` is a visitor who is not signed in (customerId null); one that is not a single
 * id is refused.
 */
export function verifyAppProxy(secret: string, rawQuery: string, nowSeconds = Date.now() / 1000): ProxyCheck {
  const signed = appProxyMessage(rawQuery);
  if (!signed) return { ok: false, reason: 'repeated parameter' };
  const signature = signed.query.get('signature');
  if (!signature) return { ok: false, reason: 'missing signature' };
  if (!sameHex(hmacHex(secret, signed.message), signature)) return { ok: false, reason: 'bad signature' };
  const timestamp = Number(signed.query.get('timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > PROXY_MAX_SKEW_SECONDS) {
    return { ok: false, reason: 'stale timestamp' };
  }
  const shop = signed.query.get('shop') ?? '';
  const customerId = signed.query.get('logged_in_customer_id') || null;
  if (customerId !== null && !CUSTOMER_ID.test(customerId)) return { ok: false, reason: 'bad customer id' };
  return { ok: true, customerId, shop };
}
