import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks a Shopify webhook as Shopify documents it: `X-Shopify-Hmac-Sha256` is the base64 HMAC-SHA256 of
 * the raw body with the app's client secret. Compared in constant time; a missing or malformed header fails.
 */
export function verifyShopifyWebhook(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header || !/^[A-Za-z0-9+/]{43}=$/.test(header.trim())) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(expected, given);
}

/** The header Shopify would send for a body (tests, and the operator's own checks). */
export const shopifyWebhookHmac = (secret: string, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(rawBody).digest('base64');
