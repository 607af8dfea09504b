import { errors, jwtVerify } from 'jose';
import { z } from 'zod';

/** Clock difference with Shopify we tolerate on `exp` and `nbf` (docs/decisions/064: at most 10 s). */
export const SESSION_TOKEN_LEEWAY_SECONDS = 10;
/** Longer than any session token Shopify sends: refused before anything is decoded. */
const TOKEN_MAX_LENGTH = 4096;
const CUSTOMER_GID = /^gid:\/\/shopify\/Customer\/([0-9]{1,20})$/;

const claimsSchema = z.object({
  dest: z.string().min(1).max(300),
  sub: z.string().max(100).optional(),
});

type Reason =
  | 'malformed'
  | 'algorithm'
  | 'bad signature'
  | 'expired'
  | 'not yet valid'
  | 'audience'
  | 'subject';
export type SessionTokenCheck =
  | { ok: true; dest: string; customerId: string | null }
  | { ok: false; reason: Reason };

/** Why jose refused a token, in our words. */
function reasonOf(error: unknown): Reason {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return 'algorithm';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return 'not yet valid';
    if (error.claim === 'aud') return 'audience';
  }
  return 'malformed';
}

/**
 * Verifies a Shopify session token (a customer-account UI extension's `shopify.sessionToken.get()`) with
 * jose: a JWT signed with the app secret, the algorithm pinned to HS256 (`none` and every other refused),
 * `exp` and `nbf` required and within SESSION_TOKEN_LEEWAY_SECONDS, `aud` the app's client id when one is
 * given, and `sub`, when present, a customer's gid (`gid://shopify/Customer/123`). `dest` (the shop) is
 * for the caller to check.
 */
export async function verifySessionToken(
  secret: string,
  token: string,
  { audience, nowSeconds }: { audience?: string; nowSeconds?: number } = {},
): Promise<SessionTokenCheck> {
  if (token.length > TOKEN_MAX_LENGTH) return { ok: false, reason: 'malformed' };
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: SESSION_TOKEN_LEEWAY_SECONDS,
      requiredClaims: ['exp', 'nbf', 'dest'],
      ...(audience !== undefined ? { audience } : {}),
      ...(nowSeconds !== undefined ? { currentDate: new Date(nowSeconds * 1000) } : {}),
    }));
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  const { sub, dest } = claims.data;
  if (sub === undefined) return { ok: true, dest, customerId: null };
  const customerId = CUSTOMER_GID.exec(sub)?.[1];
  return customerId ? { ok: true, dest, customerId } : { ok: false, reason: 'subject' };
}
