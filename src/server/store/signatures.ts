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
