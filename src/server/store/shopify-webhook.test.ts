import { describe, expect, it } from 'vitest';
import { shopifyWebhookHmac, verifyShopifyWebhook } from './shopify-webhook.ts';

const SECRET = 'app-secret-0123456789abc';
const BODY = Buffer.from('{"shop_id":954889,"shop_domain":"{shop}.myshopify.com"}');

describe('verifyShopifyWebhook', () => {
  it('accepts the base64 HMAC-SHA256 of the raw body with the app secret', () => {
    expect(verifyShopifyWebhook(SECRET, BODY, shopifyWebhookHmac(SECRET, BODY))).toBe(true);
  });
  it('refuses another secret, another body, a hex digest, a missing header', () => {
    const good = shopifyWebhookHmac(SECRET, BODY);
    expect(verifyShopifyWebhook('another-secret-0123456', BODY, good)).toBe(false);
    expect(verifyShopifyWebhook(SECRET, Buffer.from(`${BODY} `), good)).toBe(false);
    expect(verifyShopifyWebhook(SECRET, BODY, Buffer.from(good, 'base64').toString('hex'))).toBe(false);
    expect(verifyShopifyWebhook(SECRET, BODY, undefined)).toBe(false);
    expect(verifyShopifyWebhook(SECRET, BODY, '')).toBe(false);
  });
});
