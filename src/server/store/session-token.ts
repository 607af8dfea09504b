import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Clock difference with Shopify we tolerate on `exp` and `nbf` (docs/decisions/064: at most 10 s). */
export const SESSION_TOKEN_LEEWAY_SECONDS = 10;
/** Longer than any session token Shopify sends: refused before anything is decoded. */
const TOKEN_MAX_LENGTH = 4096;
const SEGMENT = /^[A-Za-z0-9_-]+$/;
const CUSTOMER_GID = /^gid:\/\/shopify\/Customer\/([0-9]{1,20})$/;

const headerSchema = z.object({ alg: z.literal('HS256'), typ: z.literal('JWT').optional() });
const claimsSchema = z.object({
  dest: z.string().min(1).max(300),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
  exp: z.number().finite(),
  nbf: z.number().finite(),
  sub: z.string().max(100).optional(),
});

export type SessionTokenCheck =
  | { ok: true; dest: string; customerId: string | null }
  | {
      ok: false;
      reason:
        | 'malformed'
        | 'algorithm'
        | 'bad signature'
        | 'expired'
        | 'not yet valid'
        | 'audience'
        | 'subject';
    };

function decodeJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Verifies a Shopify session token (a customer-account UI extension's `shopify.sessionToken.get()`): a JWT
 * whose algorithm must be HS256 (the header is read only to refuse any other, `none` included), signed with
 * the app secret, checked in constant time before any claim is trusted; then `exp` and `nbf` within
 * SESSION_TOKEN_LEEWAY_SECONDS, `aud` the app's client id when one is given, and `sub`, when present, a
 * customer's gid (`gid://shopify/Customer/123`). `dest` (the shop) is for the caller to check.
 */
export function verifySessionToken(
  secret: string,
  token: string,
  { audience, nowSeconds = Date.now() / 1000 }: { audience?: string; nowSeconds?: number } = {},
): SessionTokenCheck {
  if (token.length > TOKEN_MAX_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part)))
    return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  if (!headerSchema.safeParse(decodeJson(header)).success) return { ok: false, reason: 'algorithm' };
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad signature' };
  }
  const claims = claimsSchema.safeParse(decodeJson(payload));
  if (!claims.success) return { ok: false, reason: 'malformed' };
  const { exp, nbf, aud, sub, dest } = claims.data;
  if (nowSeconds > exp + SESSION_TOKEN_LEEWAY_SECONDS) return { ok: false, reason: 'expired' };
  if (nowSeconds < nbf - SESSION_TOKEN_LEEWAY_SECONDS) return { ok: false, reason: 'not yet valid' };
  if (audience !== undefined && !(Array.isArray(aud) ? aud : [aud]).includes(audience)) {
    return { ok: false, reason: 'audience' };
  }
  if (sub === undefined) return { ok: true, dest, customerId: null };
  const customerId = CUSTOMER_GID.exec(sub)?.[1];
  return customerId ? { ok: true, dest, customerId } : { ok: false, reason: 'subject' };
}
