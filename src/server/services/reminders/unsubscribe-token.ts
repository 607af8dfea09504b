import { createHmac, timingSafeEqual } from 'node:crypto';

// The unsubscribe link of a reminder names the delivery it came with and is signed with a key used for
// nothing else (derived from the session secret for this one purpose): it stops reminders and nothing
// more, needs no sign-in, and shows no customer hash or email (docs/decisions/019).

const signature = (key: string, deliveryId: number) =>
  createHmac('sha256', key).update(`reminder-unsubscribe:${deliveryId}`).digest('base64url');

/** The token of one reminder email: `<delivery id>.<signature>`. */
export const unsubscribeToken = (key: string, deliveryId: number) =>
  `${deliveryId}.${signature(key, deliveryId)}`;

/** The delivery id a token was signed for, or null when it is not one of ours. */
export function deliveryIdOf(key: string, token: string): number | null {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(key, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
