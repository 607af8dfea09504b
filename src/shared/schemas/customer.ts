import { z } from 'zod';
import { CUSTOMER_HASH_MAX_LENGTH, CUSTOMER_HASH_MIN_LENGTH } from '../constants.ts';

const hexSignature = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, { error: 'signature must be 64 hexadecimal characters' });
const unixSeconds = z.coerce.number().int().min(1).max(99_999_999_999);

/**
 * A store's proof of who its signed-in customer is: the theme signs `customer_id:issued_at` with the
 * shared secret (docs/store-embedding.md). Fresh for a few minutes, and good for one exchange only.
 */
export const storeProof = z.object({
  customer_id: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,64}$/, { error: 'customer_id must be 1 to 64 letters, digits, - or _' }),
  issued_at: unixSeconds,
  signature: hexSignature,
});
export type StoreProof = z.infer<typeof storeProof>;

/** An owner's invitation: the server signed `customer_hash` until `expires` (the profile's embed code). */
export const invitationProof = z.object({
  customer_hash: z.string().trim().min(CUSTOMER_HASH_MIN_LENGTH).max(CUSTOMER_HASH_MAX_LENGTH),
  expires: unixSeconds,
  signature: hexSignature,
});
export type InvitationProof = z.infer<typeof invitationProof>;

/** POST /api/customer/session body: either kind of proof. */
export const customerProof = z.union([storeProof, invitationProof]);
export type CustomerProof = z.infer<typeof customerProof>;

/** The answer of POST /api/customer/session: the store session, also as a token for `Authorization: Bearer`. */
export const storeSessionReply = z.object({
  customerHash: z.string(),
  authenticated: z.literal(true),
  token: z.string(),
  expiresAt: z.string(),
});
export type StoreSessionReply = z.infer<typeof storeSessionReply>;

/** The answer of GET /api/customer/hash: the store customer this request proves, if any. */
export const customerLookup = z.object({ customerHash: z.string().nullable(), authenticated: z.boolean() });
export type CustomerLookup = z.infer<typeof customerLookup>;

/**
 * POST /api/customer/link body: the proof of the store identity to take over (or none, when the request
 * proves it otherwise), and optionally the hash the client expects it to be.
 */
export const linkCustomerBody = z.object({
  customerHash: z.string().trim().min(CUSTOMER_HASH_MIN_LENGTH).max(CUSTOMER_HASH_MAX_LENGTH).optional(),
  proof: storeProof.optional(),
});

/** The answer of POST /api/customer/link: the account's hash, now also the store identity's. */
export const linkedCustomer = z.object({ customerHash: z.string(), linked: z.literal(true) });

/** The proof a page URL (or a parent-page message's fields) carries, if it carries a complete one. */
export function proofFromParams(params: URLSearchParams): CustomerProof | null {
  const candidate = Object.fromEntries(
    ['customer_id', 'issued_at', 'customer_hash', 'expires', 'signature']
      .map((name) => [name, params.get(name)] as const)
      .filter(([, value]) => value !== null && value !== ''),
  );
  if (!candidate.signature) return null;
  const store = storeProof.safeParse(candidate);
  if (store.success) return store.data;
  const invitation = invitationProof.safeParse(candidate);
  return invitation.success ? invitation.data : null;
}
